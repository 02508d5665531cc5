/**
 * Given names and surnames of India's communities, written as people write them in English, for mock people.
 *
 * Source: written for this project from general knowledge of Indian naming (names of public figures, electoral and
 * exam lists, everyday usage), because no licensed list sorts Indian names by community: faker's `en_IN` locale has
 * 92 surnames of no stated community and baby-book given names (`Acaryatanaya`), its `ta_IN`, `ur`, `bn_BD` and `ne`
 * locales are in native scripts, and the npm package `indian-names` is the anonymizer's lexicon, which mock data must
 * not share (the anonymizer would be tested on its own words).
 *
 * Each list runs from the most common name to the least, as best known: names.ts weights them by that rank. A given
 * name may be in several communities; a surname list holds the surnames (caste, clan, family or house names, or the
 * father's name where that is the custom, as in Tamil Nadu) that the community writes last. Names are ASCII letters,
 * D'Souza style apostrophes at most, and at most 12 characters (the widest cell bounds the answer size).
 */

/** One community's lists, names separated by white space; `bySex`: surnames of one sex only (Sikh men Singh, women Kaur). */
export interface CommunityText {
  male: string;
  female: string;
  surnames: string;
  bySex?: { share: number; male?: string; female?: string };
}

const HINDI_MALE = `
Ramesh Suresh Rajesh Rakesh Amit Sunil Anil Sanjay Manoj Mukesh Dinesh Mahesh Ravi Ajay Vijay Deepak Pankaj Rahul
Rohit Vikas Ashok Santosh Pradeep Sandeep Sachin Vinod Arvind Alok Abhishek Ankit Saurabh Gaurav Nitin Vivek Manish
Naresh Naveen Aditya Aman Harsh Kunal Rajat Shubham Yash Akash Anuj Anurag Ashish Amar Arun Ashutosh Atul Brijesh
Chandan Devendra Dharmendra Dheeraj Gopal Govind Hari Hemant Himanshu Jitendra Kamal Kamlesh Kapil Karan Krishna
Lalit Lokesh Mohit Mohan Mukul Narendra Neeraj Nikhil Omprakash Pawan Prakash Pramod Prashant Praveen Rajendra Rajiv
Rajkumar Ranjeet Ritesh Rohan Sahil Sameer Sanjeev Satish Shivam Shyam Subhash Sudhir Sumit Surendra Sushil Tarun
Umesh Upendra Vaibhav Varun Vikram Vimal Vinay Virendra Vishal Yogesh Ankur Anshul Abhay Akhilesh Anand Arjun
Bhupendra Dilip Gajendra Girish Harish Jagdish Kailash Mahendra Puneet Pushpendra Rajan Ravindra Sarvesh Shailendra
Shailesh Shiv Sohan Suraj Sushant Uday Vipin Vishnu Yogendra Ayush Aryan Dev Kartik Nishant Piyush Pranav Rishabh
Sarthak Utkarsh Vikrant Devansh Harshit Raghav Madhav Keshav Aarav Vivaan Ansh Kuldeep Lakhan Ramkumar Shankar
Radheshyam Ramswaroop Brajesh Awadhesh Kaushal Mayank Nakul Prateek Rupesh Shekhar Tushar Anupam Bhanu Jaiprakash
`;

const HINDI_FEMALE = `
Sunita Anita Rekha Kavita Suman Seema Pooja Neha Priya Anjali Poonam Ritu Shweta Nidhi Swati Sapna Komal Jyoti
Preeti Aarti Manisha Megha Shikha Rashmi Sonal Divya Ankita Khushboo Sakshi Nisha Geeta Sita Meena Usha Asha Kiran
Kamla Savitri Shanti Radha Pushpa Urmila Saroj Sarita Sangeeta Mamta Rachna Renu Sadhana Vandana Archana Alka Neelam
Manju Sushma Sudha Madhu Lata Sharda Vimla Babita Rinki Pinki Priyanka Shalini Shilpa Anamika Ragini Shivani Kajal
Nandini Tanya Muskan Aditi Ananya Isha Kritika Riya Vaishali Varsha Pallavi Rani Kusum Laxmi Malti Nirmala Parvati
Shakuntala Shobha Sunaina Sushila Uma Vidya Yashoda Rajni Reena Rita Sonia Payal Garima Gunjan Jaya Kanchan Madhuri
Monika Namrata Pratibha Ruchi Sarika Shruti Smriti Sneha Surbhi Tripti Prachi Akanksha Deepika Karishma Kumkum Mansi
Mona Nikita Pragya Radhika Roshni Sanjana Shraddha Sheetal Sweta Upasana Yamini Aishwarya Dimple Kirti Lakshmi
Premlata Hemlata Kalpana Mithilesh Shashi Indu Beena Chanchal Kamini Pinky Rajkumari Ranjana Sulochana Vineeta
`;

/** Punjabi Hindus: given names of Punjab, Delhi and Haryana Khatri and Arora families. */
const PUNJABI_MALE = `
Rajesh Sanjeev Rajiv Vikas Ashwani Anil Sunil Vinod Ramesh Deepak Rakesh Sandeep Amit Rohit Rahul Vishal Gaurav
Varun Karan Arjun Tarun Naveen Neeraj Sahil Ankush Anuj Aman Jatin Lalit Manoj Mohit Nitin Pankaj Parveen Puneet
Raman Rishi Sachin Sameer Sanjay Sumit Sushil Vipul Yogesh Kapil Kunal Harish Pawan Ravi Inder Dinesh Ajay Vijay
Satish Subhash Surinder Rajinder Ashok Kewal Krishan Madan Mohan Prem Tilak Yash Ajit Arun Chetan Hemant Kamal
Kartik Manish Nikhil Raghav Rajat Ritesh Rohan Sunny Tushar Vikram Vinay Vivek Aarav Ansh Kabir Vihaan Ishaan
`;

const PUNJABI_FEMALE = `
Neha Pooja Priya Simran Sonia Ritu Neelam Anju Monika Shalini Meenu Renu Reena Seema Suman Sunita Anita Kavita Rekha
Poonam Geeta Kiran Madhu Nisha Payal Pinki Rashmi Rita Sangeeta Shivani Swati Tanvi Tanya Kanika Komal Mansi Megha
Muskan Nidhi Palak Preeti Radhika Ruchi Sakshi Shruti Sneha Vandana Veena Usha Kamlesh Indu Meenakshi Shashi Sudesh
Aarti Alka Ankita Anjali Divya Ekta Jyoti Kirti Manisha Mona Nandini Natasha Rachna Ritika Sapna Shikha Sonal Vidhi
`;

/** Sikh given names serve both sexes more than most (Gurpreet, Harpreet, Manpreet). */
const SIKH_MALE = `
Gurpreet Harpreet Jaspreet Manpreet Amandeep Gurdeep Harjeet Kuldeep Jaswinder Sukhwinder Paramjit Baljit Ranjit
Navjot Gurjeet Inderjit Sarabjit Hardeep Lakhwinder Satnam Amarjit Balwinder Charanjit Daljit Davinder Gurmeet
Gurcharan Gurinder Gurnam Harbhajan Harinder Harjinder Jagdeep Jagjit Jasbir Jaspal Jatinder Kulwant Kuljit Lakhbir
Malkit Mandeep Manjit Manjinder Mohinder Navdeep Navneet Paramjeet Parminder Pritpal Rajinder Ravinder Rupinder
Satpal Sukhdev Sukhjinder Sukhpal Surjit Tejinder Tarlochan Yadwinder Arshdeep Gurjot Gursewak Harman Jasmeet
Jaskaran Karanveer Prabhjot Sukhman Taranjit Tejpal Balraj Bikramjit Dilpreet Ekam Fateh Gurbaksh Harvinder Ajitpal
Avtar Bhupinder Darshan Gagandeep Gurmukh Hardev Jagtar Jarnail Joginder Kamaljit Karamjit Kashmir Lakhvir Mukhtiar
Nirmal Palwinder Rajwant Sarbjit Sewa Sukhbir Swaran Tirath Ujjal Amrik Angad Gurkirat Jasraj Nihal
`;

const SIKH_FEMALE = `
Gurpreet Harpreet Jaspreet Manpreet Simran Navneet Kiranjeet Rajwinder Amanpreet Sukhpreet Harleen Jasleen Gurleen
Parminder Baljeet Mandeep Amrit Balwinder Charanjit Daljeet Gurmeet Gurdeep Harjit Jasbir Jaswinder Kamaljit
Kulwinder Manjit Navjot Paramjit Prabhjot Raminder Rupinder Sarbjit Sukhwinder Surinder Amarjit Arshpreet Avneet
Gagandeep Harmeet Inderjit Jasmeet Jasneet Japji Khushpreet Mehak Navpreet Noor Pawandeep Prabhleen Ramandeep
Sandeep Satwinder Sharanjit Sukhjeet Taranpreet Balbir Gurcharan Harbans Jagjit Kulwant Mohinder Pritam Rajinder
Satnam Surjit Tejinder Amandeep Baljinder Davinder Gurinder Harinder Harjinder Jatinder Kirandeep Lovepreet Manjot
`;

const MARATHI_MALE = `
Sagar Sandeep Sachin Nilesh Mahesh Ganesh Santosh Tushar Swapnil Omkar Prathamesh Rupesh Yogesh Amol Akshay Aniket
Ajinkya Abhijit Aditya Ashish Avinash Balaji Bhushan Chetan Dattatray Deepak Dhananjay Dinesh Dnyaneshwar Eknath
Girish Harshal Hemant Jayant Kedar Ketan Kiran Kunal Makarand Mangesh Manoj Milind Mandar Nikhil Nitin Onkar
Pandurang Parag Pramod Prasad Prashant Pravin Rahul Rajendra Rajesh Ramesh Ravindra Rohit Sameer Sanjay Satish
Shailesh Shrikant Shashikant Shivaji Siddharth Subhash Sudhir Sunil Suraj Sushant Umesh Vaibhav Vijay Vikas Vikram
Vinayak Vishal Vishwas Vitthal Yashwant Abhay Ajit Anand Anil Atul Dilip Gajanan Hrishikesh Mayur Mukund Nagesh
Narayan Pankaj Pratik Pushkar Rajan Raju Sandip Sanket Saurabh Shantanu Shekhar Shirish Shubham Sumit Tanmay Uday
Vinod Vivek Arjun Atharva Parth Soham Vedant Tejas Aakash Ankush Balasaheb Ganpat Laxman Maruti Namdeo Shankar
Tukaram Vilas Vasant Sambhaji Madhukar Prakash Dnyandev Bhagwan Sudhakar Ashok Arun Nandkumar Ravi Vishnu Siddhesh
`;

const MARATHI_FEMALE = `
Snehal Pooja Priyanka Ashwini Madhuri Sayali Shraddha Vaishali Rupali Archana Pallavi Manisha Sonali Swati Shital
Prajakta Pranali Rutuja Sneha Supriya Trupti Kalyani Mrunal Gauri Ketaki Radhika Rashmi Sharmila Smita Sunita Sujata
Surekha Ujwala Vandana Varsha Vidya Yogita Aarti Anjali Anuradha Asha Bharati Deepali Dipali Geeta Jayashree Jyoti
Kavita Kirti Lata Mangala Meenal Minal Mohini Nanda Nandini Neha Pradnya Pratibha Prachi Priti Rajashree Rekha
Reshma Rohini Sadhana Sangita Sarika Savita Seema Shilpa Shubhangi Shweta Sonal Suvarna Tejaswini Usha Vrushali
Yashoda Aditi Apurva Ankita Bhagyashree Dhanashree Harshada Janhavi Komal Manasi Mayuri Neelam Poonam Rasika Rucha
Sakshi Samruddhi Shivani Shruti Sukanya Tanvi Vaishnavi Aishwarya Sharvari Mitali Sulbha Kusum Shalan Chhaya Lalita
Alka Anita Kalpana Mrunalini Nilima Shobha Sushma
`;

const BENGALI_MALE = `
Sourav Arindam Subhajit Debashis Abhijit Sayan Anirban Partha Soumya Tapas Biswajit Pritam Suman Indranil Rajdeep
Subrata Bikash Prasanta Amitava Arnab Arijit Arup Ashim Avijit Bapi Bappa Debabrata Debasish Debjit Dipankar Goutam
Indrajit Joydeep Kaushik Krishnendu Manas Mrinal Nilanjan Pradip Prasenjit Rajib Ranjan Rupam Sabyasachi Samir
Sandip Sanjib Santanu Saikat Sanjoy Satyajit Shubham Souvik Subhankar Subhas Sudip Sujit Sukanta Sumanta Supriyo
Suvendu Swapan Tanmoy Tarun Uttam Ayan Aritra Anik Debanjan Dibyendu Kingshuk Pinaki Rahul Ritwik Somnath Sourabh
Subham Tathagata Tuhin Biplab Jayanta Nirmal Palash Rana Ratan Shyamal Tapan Amit Ashok Dilip Pranab Prabir
Prosenjit Ranjit Sukumar Ujjwal Bidyut Kartick Manik Swarup Animesh Ananda Asit Chandan Gopal Hiranmoy Kalyan Mithun
Nabarun Pintu Rajat Samar Sankar Shibnath Sukhen Tamal Tridib Anjan Buddhadeb Dhiman Shyamalendu
`;

const BENGALI_FEMALE = `
Moumita Sreya Priyanka Rituparna Sudeshna Ananya Paromita Tanushree Riya Debjani Susmita Mousumi Sanghamitra Bidisha
Nandini Payel Puja Rimpa Sanchita Sarmistha Shampa Soma Sonali Suparna Supriya Tania Tumpa Anindita Arpita Barnali
Chandrima Dipanwita Indrani Jayashree Jhuma Keya Koel Madhumita Mahua Manasi Mitali Mou Nabanita Poulomi Rupa Sahana
Sampa Sayantani Shreya Sohini Srabani Sumana Sunanda Sutapa Tanima Tithi Aditi Ahana Antara Anwesha Ishita Oindrila
Piyali Rupsa Sayani Shruti Shyamali Srijita Swastika Trisha Anjana Bandana Chaitali Gopa Jaya Kakali Krishna Lipika
Mala Minati Namita Purnima Rina Ruma Sabita Sikha Sima Sipra Tapati Dolon Kasturi Mamata Malabika Pampa Papiya Ranu
Rakhi Sharmila Sudipta Suchismita Swagata Tuli Urmi
`;

export const COMMUNITY_TEXT = {
  /** Hindi belt: Uttar Pradesh, Uttarakhand, Himachal Pradesh, Haryana, Delhi (Garhwali, Kumaoni, Pahari and Jat names too). */
  hindi: {
    male: HINDI_MALE,
    female: HINDI_FEMALE,
    surnames: `
Kumar Singh Sharma Yadav Verma Gupta Mishra Pandey Tiwari Chauhan Srivastava Shukla Maurya Rajput Prajapati Kushwaha
Dubey Tripathi Jain Saxena Agarwal Rathore Chaudhary Thakur Pal Rawat Soni Jaiswal Dixit Awasthi Bajpai Trivedi
Chaturvedi Dwivedi Upadhyay Pathak Ojha Tomar Bhadauria Sengar Parihar Baghel Sisodia Gaur Bhardwaj Vishwakarma Sahu
Nishad Kashyap Rajbhar Lodhi Gangwar Katiyar Sachan Saini Negi Bisht Rana Joshi Pant Rautela Bhandari Uniyal Semwal
Nautiyal Dobhal Thapliyal Bahuguna Chandel Katoch Guleria Pathania Sood Malik Dahiya Hooda Sangwan Dhankhar Ahlawat
Sehrawat Kadian Rathee Dalal Punia Phogat Tanwar Goyal Bansal Mittal Singla Garg Aggarwal Jindal Goel Singhal Kansal
Tayal Maheshwari Khandelwal Varshney Rastogi Agrawal Mathur Nigam Bhatnagar Asthana Khare Kulshreshtha Shrivastava
Sinha Agnihotri Vashisht Gautam Tewari Solanki Bundela Raghuvanshi Jatav Valmiki Kannaujia Diwakar Sonkar Pasi
Bharti Kori Kureel Chaurasia Savita Kesarwani Modanwal Barnwal Kewat Bind Lal Prasad Ram Nath Tyagi Gujjar Bhati
Nagar Kasana Bainsla Chahar Kaushik Vats Sagar Anand Rathour Pundir Pawar Rohilla Bhargava Pachauri Sikarwar Kushwah
Shakya Kanaujia Kathait Gusain Butola Kandari Bhatt Tewatia
    `,
    bySex: { share: 0.12, female: 'Devi Kumari' },
  },
  /** Madhya Pradesh and Chhattisgarh (Malwa, Bundelkhand, Mahakoshal, Chhattisgarhi surnames). */
  central: {
    male: HINDI_MALE,
    female: HINDI_FEMALE,
    surnames: `
Sharma Patel Yadav Sahu Rajput Lodhi Verma Kushwaha Ahirwar Vishwakarma Chouhan Raghuvanshi Jain Tiwari Mishra Dubey
Pandey Shukla Dangi Patidar Mewada Parmar Solanki Tomar Jatav Malviya Dhakad Meena Gurjar Kirar Namdev Chourasia
Thakur Agrawal Gupta Soni Sen Rathore Bhadoria Sikarwar Baghel Kaurav Pathak Dwivedi Tripathi Chaturvedi Khare
Shrivastava Saxena Nigam Dewangan Chandrakar Tamrakar Banjare Kurre Jangde Sonwani Nishad Dhruw Kaushik Sinha
Chandraker Markande Bhardwaj Tandon Kashyap Nag Pradhan Patle Rahangdale Bisen Lilhare Pardhi Tembhare Gour Jharia
Kachhi Barman Raikwar Choudhary Dhurve Prajapati Khatik Bamniya Parihar Chandel Bundela Sisodiya Rawat Bhatnagar
Bajpai Awasthi Upadhyay Kewat Mahobia Ghosi Lakhera Kulaste Vishvakarma Mandloi Bhargava
    `,
    bySex: { share: 0.12, female: 'Bai Devi' },
  },
  /** Bihar and Jharkhand (Maithili, Bhojpuri and Magahi speakers): women often Devi or Kumari. */
  bihari: {
    male: `
Rajesh Sunil Ranjit Manoj Santosh Sanjay Vikash Pankaj Rakesh Mukesh Amit Rahul Ravi Ritesh Nitish Ramesh Dinesh
Umesh Suresh Naresh Awadhesh Brajesh Chandan Kundan Ranjan Raushan Roshan Sonu Monu Guddu Pintu Bablu Munna Abhishek
Aditya Akash Alok Amrendra Anand Anil Arbind Ashutosh Ashok Binod Birendra Bhola Deepak Dharmendra Dhananjay Dilip
Gautam Hari Jitendra Kamlesh Kaushal Krishna Lakshman Madan Mahendra Manish Mithilesh Mritunjay Navin Nagendra Om
Pappu Prabhat Prakash Pramod Prashant Rajiv Rajnish Ravindra Rupesh Sachidanand Saurav Shailesh Shashi Shatrughan
Shiv Subodh Sudhir Sujit Sushant Tarun Upendra Vinay Vinod Vivek Yogendra Ajit Anup Bipin Kishore Niraj Pawan Prince
Sumit Sudhanshu Rohit Gaurav Jagdish Prem Ramashankar Lalan Indrajit Uday Ram Shankar Rajendra Sanjiv Vijay Ajay
Abhay Ashish Kanhaiya Nilesh Nitesh Rambabu Satyendra Jay Manoranjan Tejashwi Rishikesh Sushil
    `,
    female: `
Sunita Rinku Pinki Rani Kiran Anita Puja Priyanka Khushbu Sangita Rekha Munni Babita Nisha Shobha Sarita Savita
Sushma Usha Manju Mamta Reena Neha Priti Jyoti Kumkum Rina Rita Sita Geeta Chanda Chandni Kajal Mala Malti Meera
Nirmala Pratima Pushpa Radha Ragini Rashmi Renu Ruby Sapna Shweta Soni Sonam Suman Sweta Urmila Vandana Poonam
Anjali Archana Bindu Kalpana Kanchan Lalita Madhu Nilam Nutan Prabha Rima Rupa Shalini Shilpi Smita Sudha Swati
Khushi Anamika Anu Dolly Jaya Kavita Manisha Nandini Pallavi Ranjana Rinki Sarika Sujata Kusum Pramila Shanti Sharda
Shakuntala Tara Uma Vibha Anjana Chhaya Mithu Pratibha Sadhna Seema Sona Sulekha
    `,
    surnames: `
Kumar Singh Yadav Prasad Sinha Mishra Jha Pandey Thakur Mahto Paswan Mandal Sah Sahni Ram Rai Chaudhary Sharma Gupta
Tiwari Ojha Choubey Pathak Upadhyay Dubey Verma Srivastava Sahay Ambastha Karn Das Lal Manjhi Rajak Ravidas Mehta
Kushwaha Chaurasia Keshri Poddar Modi Jaiswal Barnwal Bhagat Choudhary Ranjan Raj Anand Shekhar Bhushan Tiwary
Pandit Mahato Nayak Saw Sao Sahu Gope Bhuiyan Baitha Mukhiya Nishad Kanu Shahi Shandilya Mallick Kishore Bharti
Priyadarshi Suman Sharan Narayan Mohan Bhaskar Roushan Azad Chandra Deo Dutta Jaiswar Kesari Mahaseth Roy Sahani
Tripathi Vatsa Vishwakarma Pal Choudhury Kamat Karna Chourasia Bind Malakar Tanti Turi Rawani Mahatha
    `,
    bySex: { share: 0.3, female: 'Devi Kumari' },
  },
  /** Rajasthan (Rajput, Jat, Marwari, Meena, Bishnoi and Gurjar names). */
  rajasthani: {
    male: `
Ramesh Suresh Mahendra Surendra Narendra Jitendra Rajendra Vijendra Bhanwarlal Mohanlal Kanhaiyalal Shankarlal
Hanuman Gopal Om Prakash Ramniwas Ramprasad Banwari Bhagirath Devilal Ganpat Gordhan Himmat Jagdish Jasraj Kailash
Kishan Kishore Madan Mangilal Manohar Mukesh Narpat Prem Pukhraj Raju Ramswaroop Ravindra Sanjay Shyam Sohan Sunil
Tarachand Ummed Vikram Yogesh Dilip Bhupendra Gajendra Devendra Dharmendra Lokendra Pushpendra Shailendra Yogendra
Manish Rahul Rohit Amit Vikas Deepak Ankit Nitin Abhishek Ashok Anil Dinesh Kamlesh Naresh Rakesh Rajesh Mahesh
Hemant Lalit Kuldeep Pradeep Sandeep Mohit Nikhil Sachin Vishal Hitesh Bhawani Chandan Dalpat Girdhari Harish
Jaswant Kesar Laxman Mahaveer Nathu Navratan Padam Pappu Ratan Sawai Shravan Sumer Tejpal Bhagwan Durga Govind Gulab
Heeralal Jagmohan Karni Narayan Pratap Rajveer Shivraj Hanwant Bhairon Ishwar Jeevan Chhagan Ashwin
    `,
    female: `
Kamla Manju Sunita Anita Saroj Sushila Kanta Shanti Pushpa Bhanwari Sarita Suman Sita Geeta Laxmi Kavita Rekha Mamta
Pooja Priyanka Neha Pinky Dimple Kiran Leela Mohini Nirmala Radha Rukmani Sharda Usha Vimla Yashoda Durga Gayatri
Bhagwati Champa Tara Hemlata Premlata Krishna Anju Babita Manisha Poonam Rachna Shilpa Sapna Sangeeta Komal Khushbu
Jyoti Nisha Reena Renu Seema Santosh Sunaina Dhapu Kesar Mangi Gulab Lali Parvati Ganga Jamna Meera Padma Chanda
Shobha Hansa Indra Jaya Kamini Lalita Madhu Manorama Rajkumari Sudha Vandana Bhavna Chetna Kalpana Mamata
    `,
    surnames: `
Sharma Meena Choudhary Jat Gurjar Saini Mali Kumawat Jangid Suthar Prajapat Rathore Shekhawat Bhati Chouhan Rajawat
Naruka Tanwar Jodha Champawat Deora Jhala Ranawat Chundawat Shaktawat Hada Sisodia Kachhwaha Agarwal Maheshwari
Khandelwal Jain Oswal Mittal Goyal Bansal Singhal Modi Bajaj Poddar Rathi Daga Mundra Kabra Somani Chandak Bhandari
Kothari Lodha Surana Bafna Mehta Golecha Sethia Dugar Baid Bothra Nahar Chordia Parakh Joshi Vyas Purohit Paliwal
Tiwari Dadhich Pareek Gaur Bohra Shrimali Upadhyay Meghwal Bairwa Jatav Regar Raigar Verma Berwa Khatik Yadav Sen
Soni Swami Rawat Dewasi Rebari Gehlot Godara Beniwal Poonia Jakhar Bhambu Saran Kaswan Mahla Bhadu Siyag Khichar
Bishnoi Dhaka Budania Choudhari Chahar Ola Bagaria Bhargava Mathur Nagar Sankhla Tak Panwar Solanki Parmar Kachhawa
Rajpurohit Charan Gahlot Bagri Mahawar Sihag Nehra Hudda Jhajharia Bijarnia Kulhari Bhakar Dudi
    `,
    bySex: { share: 0.1, female: 'Devi Kumari Kanwar' },
  },
  /** Punjabi Hindus of Punjab, Delhi, Chandigarh and Haryana (Khatri, Arora, Brahmin, Baniya). */
  punjabi: {
    male: PUNJABI_MALE,
    female: PUNJABI_FEMALE,
    surnames: `
Arora Khanna Kapoor Malhotra Sethi Bhatia Chopra Mehra Sharma Sood Ahuja Anand Bajaj Chadha Chawla Dhawan Duggal
Grover Gulati Kakkar Kalra Khurana Kohli Luthra Madan Mehta Nagpal Nanda Narang Oberoi Puri Sachdeva Sahni Sehgal
Sikka Suri Talwar Tandon Taneja Thakral Uppal Vij Wadhwa Walia Bhalla Bagga Batra Bhasin Chhabra Dhingra Dua Gera
Goyal Handa Juneja Kalia Kathuria Khattar Khera Kochhar Makkar Manchanda Marwaha Mehrotra Midha Monga Nijhawan Pahwa
Popli Rana Sabharwal Seth Sikri Sodhi Tuli Verma Vohra Jaggi Kaushal Bhardwaj Kaushik Joshi Aggarwal Bansal Garg
Jindal Mittal Singla Goel Kumar Mahajan Malik Saini Gupta Sareen Chugh Dang Gambhir Kapur Khosla Lamba Mago Mehandru
Mendiratta Narula Pasricha Rajpal Sahi Sapra Sawhney Bhatnagar Dhir Gandhi Gujral Kumra Ohri Bahl
    `,
  },
  /** Sikhs (Jat, Khatri, Ramgarhia and other families): men Singh and women Kaur, often in place of the family name. */
  sikh: {
    male: SIKH_MALE,
    female: SIKH_FEMALE,
    surnames: `
Gill Sandhu Sidhu Dhillon Grewal Brar Bajwa Randhawa Virk Cheema Bains Sekhon Chahal Aulakh Mann Bedi Ahluwalia
Johal Hundal Dhaliwal Sohal Kang Khaira Pannu Sangha Toor Deol Bhullar Maan Dhindsa Hayer Kahlon Kalsi Kooner Lally
Mangat Nijjar Padda Purewal Rai Sahi Sran Thind Atwal Badal Bal Basra Bhangu Boparai Chatha Dhami Dhanoa Garcha
Ghuman Gosal Heer Jaswal Khangura Khosa Lidder Mahal Malhi Minhas Nagra Pandher Samra Sarao Sibia Sohi Takhar Thandi
Tiwana Walia Anand Chadha Kohli Sethi Arora Bhatia Chawla Sodhi Bindra Narula Suri Kalra Oberoi Chhabra Makkar Bagga
Sawhney Kochhar Gujral Dua Talwar Rekhi Matharu Panesar Bhogal Flora Sagoo Birdi Bhamra Dhiman Jandu Hunjan Chana
Rayat Sahota Dhesi Khalsa Kular Kaler Dosanjh Bhinder Mavi Dhatt Rehal Kandola
    `,
    bySex: { share: 0.5, male: 'Singh', female: 'Kaur' },
  },
  /** Gujarat (Patidar, Baniya and Jain, Brahmin, Kshatriya, Koli and artisan families). */
  gujarati: {
    male: `
Hardik Jignesh Bhavesh Ketan Chirag Nirav Parth Dhaval Mehul Hitesh Kaushik Rakesh Nilesh Paresh Mukesh Suresh
Ramesh Dinesh Mahesh Jayesh Kalpesh Bhavik Hiren Jatin Pratik Ronak Sagar Sanjay Vipul Yogesh Alpesh Ankit Bharat
Bhupendra Chetan Darshan Dharmesh Dhruv Gaurang Harsh Hemant Himanshu Jay Jaydeep Jigar Kamlesh Keyur Krunal Manish
Milan Mitesh Nikhil Nimesh Paras Piyush Pranav Prakash Rahul Rajesh Ravi Rohit Rushabh Samir Sandip Sunil Tejas
Umesh Utsav Vijay Viral Vishal Vivek Yash Kishan Bipin Dilip Girish Harshad Jayant Jitendra Mayur Naresh Pankaj
Rajendra Rupesh Shailesh Tushar Vatsal Maulik Parimal Shreyas Smit Tirth Vraj Dev Het Meet Ashvin Bhargav Chintan
Devang Jayraj Kartik Kunal Mihir Nayan Pinakin Rajiv Sanket Tapan Urvish Yatin Dipak Arvind Kirit Natwar Pravin
Ramnik Vasant Ashok Haresh Kanti Manoj Navin Dhiren Ghanshyam Govind Jagdish Ajay Amit Narendra
    `,
    female: `
Hetal Krupa Nirali Bhavna Dhara Jinal Komal Falguni Mansi Pooja Priyanka Payal Riddhi Siddhi Khushbu Nisha Bhumi
Binal Dimple Dipika Ekta Foram Hina Janki Jalpa Kinjal Krishna Mital Nidhi Palak Pinal Prachi Rupal Shital Sonal
Trupti Urvi Vaishali Zankhana Asha Bhanu Daksha Geeta Hansa Hemlata Ila Jayshree Kokila Manisha Minaxi Nayna Neeta
Pallavi Pratiksha Purvi Rekha Sejal Shilpa Snehal Sunita Tejal Usha Varsha Yamini Drashti Jahnavi Khyati Disha Kruti
Avni Anjali Aarti Bhakti Chetna Darshana Dharti Harsha Heena Jagruti Jigna Kajal Kavita Leena Meera Monika Nehal
Nirmala Nikita Pinky Radhika Rita Ruchi Sapna Shraddha Smita Sweta Tanvi Twinkle Urmila Vandana Kashmira Manjula
Pushpa Savita Shobha Sudha Taruna Bhagyashree Chandrika Damini Gita Induben Jasumati Kantaben
    `,
    surnames: `
Patel Shah Mehta Desai Parikh Modi Trivedi Vyas Pandya Thakkar Chokshi Dave Solanki Parmar Rana Joshi Bhatt Makwana
Chauhan Rathod Vaghela Zala Jadeja Gohil Chudasama Chavda Darji Panchal Prajapati Mistry Suthar Soni Gajjar Vora
Doshi Sheth Kothari Gandhi Sanghvi Jhaveri Choksi Dalal Bhavsar Raval Oza Jani Thaker Acharya Upadhyay Amin Nayak
Naik Majmudar Kapadia Vakil Lakhani Ruparelia Kotecha Majithia Tanna Popat Chandarana Karia Pujara Sodha Sutaria
Savani Dholakia Kakadiya Dobariya Hirpara Ramani Sangani Bhanderi Korat Gondaliya Vaghasiya Vekariya Bhalala Sojitra
Thakor Baria Dabhi Sindhav Gohel Bharwad Rabari Ahir Koli Vankar Chaudhari Bhagat Nanavati Mankad Buch Gadhvi Barot
Pathak Purohit Shukla Rawal Vasani Lad Nagar Shroff Sanghavi Parekh Dholaria Vadher Jethwa Odedara Kalaria Barad
Dodiya Tandel Khatri Luhar Kansara Bhatia Chheda Gala Dedhia
    `,
  },
  /** Maharashtra (Maratha and Kunbi, Brahmin, CKP, Dalit and Buddhist, Vidarbha and Marathwada families). */
  marathi: {
    male: MARATHI_MALE,
    female: MARATHI_FEMALE,
    surnames: `
Patil Jadhav Pawar Shinde More Gaikwad Chavan Kale Deshmukh Kulkarni Joshi Deshpande Salunkhe Bhosale Sawant Naik
Kadam Mane Shelke Kamble Waghmare Sonawane Jagtap Thorat Mali Kharat Salve Bansode Gawade Mhatre Shirke Nikam
Suryawanshi Lokhande Bagul Ahire Ghule Bhagat Wagh Chaudhari Mahajan Gosavi Gore Bhise Rane Raut Sathe Apte Gokhale
Bapat Paranjape Phadke Ranade Karve Godbole Joglekar Kelkar Limaye Marathe Oak Vaidya Bhide Date Gadgil Abhyankar
Barve Dixit Lele Natu Pendse Tilak Damle Dandekar Pradhan Gupte Chitnis Karnik Tipnis Nimbalkar Ghorpade Mohite
Kakade Parab Desai Salvi Tawde Gurav Wankhede Thakre Dongre Meshram Ramteke Khobragade Gedam Lanjewar Dhote Wasnik
Dhande Bhoyar Tayade Ingle Gawande Kolhe Bhujbal Munde Dhas Kshirsagar Gite Sanap Aware Bhalerao Borade Darade Dighe
Gawali Hande Jondhale Katke Mhaske Mule Padwal Pingale Sable Shewale Tambe Tupe Wadekar Pagare Shirsat Kasbe Londhe
Jagdale Jadhao Kokate Dhumal Pisal Kamat Karande Mokashi Nalawade Phule Rokade Sapkal Shejwal Yadav Chougule Kharade
Patankar Ambekar Bhandare Gaikar Hajare Kamthe Lavate Mohol Narvekar Rasal Thakur
    `,
  },
  /** Goa Hindus and the Konkani-speaking families of coastal Karnataka (Saraswat and others). */
  konkani: {
    male: `
Prakash Ramesh Suresh Sanjay Santosh Vishnu Digambar Pratap Pramod Ravi Mahesh Ganesh Rajesh Sudin Dayanand Vinayak
Anant Damodar Gurudas Gopal Krishna Mangesh Narayan Pandurang Sadanand Shripad Subhash Umesh Vasudev Vijay Yogesh
Amit Akshay Anil Ashok Deepak Gautam Nilesh Pradeep Prasad Rohan Sagar Sandesh Siddhesh Sainath Shailesh Tushar Uday
Manohar Rohit Rupesh Sachin Shekhar Raghuvir Kashinath Shivanand Nitin Ganapati Madhav Sudesh Dilip Chandrakant
    `,
    female: `
Sunita Savita Anuradha Asha Deepa Geeta Kavita Lata Madhavi Manisha Meera Nandini Neha Pooja Pratima Priya Rekha
Rohini Rupa Sandhya Sarita Shalini Shilpa Smita Sneha Sonali Suchitra Sujata Supriya Swati Vaishali Vidya Bharati
Chitra Gauri Jyoti Kalpana Lalita Mamata Nutan Pallavi Prabha Radha Rajani Sangeeta Shobha Sunanda Usha Varsha
Vinaya Sulochana Shubhada Akshata Apurva Prajakta Siddhi Sayali Rashmi Shraddha Sushma Vandana Anjali Ashwini
    `,
    surnames: `
Naik Kamat Prabhu Sawant Gaonkar Parab Dessai Shirodkar Kerkar Shet Kamath Shenoy Pai Bhat Nayak Kini Mallya Baliga
Shanbhag Prabhudesai Borkar Chodankar Salgaonkar Kenkre Kakodkar Gawas Lotlikar Arlekar Karmali Parrikar Amonkar
Bandodkar Dhond Vernekar Mandrekar Sinai Nadkarni Bhandari Gaude Velip Phadte Morajkar Rane Desai Sardesai Naique
Kudchadkar Halarnkar Mhamai Kolwalkar Volvoikar Shetye Usgaonkar Priolkar Tendulkar Haldankar Pednekar Keni Mahale
Rao Hegde Bhandarkar Kudva Pandit
    `,
  },
  /** West Bengal, Tripura and the Barak Valley of Assam. */
  bengali: {
    male: BENGALI_MALE,
    female: BENGALI_FEMALE,
    surnames: `
Das Roy Ghosh Sarkar Mondal Dutta Chatterjee Banerjee Mukherjee Bose Sen Chakraborty Saha Bhattacharya Paul Biswas
Majumdar Mitra Dey Halder Pal Nandi Kundu Chowdhury Sinha Basu Guha Kar Nag Ganguly Sengupta Dasgupta Roychowdhury
Bagchi Lahiri Maitra Sanyal Bhowmick Adhikari Mallick Barman Pramanik Hazra Mukhopadhyay Gangopadhyay Bhaduri
Chaudhuri Goswami Acharya Chakrabarti Ghoshal Mazumder Ray Raha Rakshit Sur Datta Dhar Jana Maity Samanta Bera Giri
Manna Patra Maji Mandal Sardar Naskar Bag Dolui Santra Maiti Bhunia Poddar Dhara Seal Laha Shaw Haldar Nath Debnath
Bhowmik Chanda Sikdar Shil Malakar Karmakar Deb Mahato Barua Kayal Mistry Sahu Tarafdar Pyne Bhadra Bandopadhyay
Gupta Mullick Dhali Mridha Baidya Rudra Purkayastha Choudhury Majumder Bardhan Ghatak Lodh Podder Sadhukhan Hati
Ojha Jha
    `,
  },
  /** Odisha. */
  odia: {
    male: `
Subhransu Debasis Prasanta Sanjay Manoj Sudhansu Biswajit Bikash Pradeep Rajesh Santosh Sarat Saroj Subash Sushant
Tapan Ashok Bijay Dillip Himansu Jagannath Manas Niranjan Pramod Prasant Rabindra Ramakanta Sambit Satyajit Soumya
Subrat Sukanta Sunil Susanta Trilochan Abhijit Ajit Akshaya Amiya Anil Asish Bhabani Bibhuti Bijaya Biranchi
Debendra Gobinda Gopal Hemanta Jayanta Jitendra Kailash Kishore Lalit Madhusudan Mihir Nabin Naresh Nihar Pabitra
Pradipta Purna Rakesh Ranjan Sandeep Sanjib Saswat Satya Sisir Subhendu Sujit Ananta Chandan Dibya Gyana Kamal
Nrusingha Prafulla Pratap Rajendra Ramesh Sidhartha Swarup Bhagaban Bishnu Chittaranjan Dhiren Dinabandhu Kanhu
Laxmidhar Narayan Prabhat Rashmiranjan Rudra Sachin Sameer Satish Shakti Srikant Tushar Umakanta Bapi Asit Ashutosh
    `,
    female: `
Sasmita Lipika Sanghamitra Smita Sujata Subhashree Itishree Jyotsna Mamata Monalisa Namita Nirupama Puspa Rashmi
Rashmita Sabita Sandhya Sangita Sarita Sonali Sucharita Sunita Swagatika Tapaswini Anjali Archana Bandana
Bijayalaxmi Chinmayee Debasmita Gitanjali Jayanti Jharana Kalpana Lopamudra Madhusmita Minati Nibedita Pallavi Pinky
Pratima Priyanka Puja Rojalin Sagarika Snigdha Soumya Supriya Susmita Swati Barsha Babita Bhagyashree Deepti Gayatri
Kabita Laxmipriya Madhuri Manaswini Nandini Pramila Pranati Reena Ritu Sabitri Shradha Sipra Srabani Sulochana
Sumitra Sunanda Tanuja Urmila Yashoda Anita Bharati Geeta Manjulata
    `,
    surnames: `
Mohanty Nayak Das Patnaik Behera Sahoo Panda Pradhan Swain Mishra Rout Jena Mahapatra Sethi Mallick Parida Biswal
Dash Tripathy Satapathy Rath Acharya Sahu Mohapatra Senapati Samal Barik Lenka Pati Mahanta Nanda Sabat Bhoi Dalai
Khuntia Muduli Nath Ojha Padhi Pattnaik Panigrahi Pattanayak Ray Routray Samantaray Sarangi Hota Kar Mohanta Majhi
Baral Bal Beura Bhuyan Dehury Dhal Jani Kanungo Khatua Maharana Mangaraj Naik Pani Patra Raut Sahani Sethy Sutar
Baliarsingh Harichandan Dandapat Behura Choudhury Giri Misra Nahak Palei Rana Sarkar Mahalik Parhi Pattanaik Tarai
Prusty Rautray Sabar Bisoi Mahakud Pujari
    `,
    bySex: { share: 0.12, female: 'Dei Devi' },
  },
  /** Assam's Brahmaputra valley: Assamese, Bodo, Mising, Karbi and other families. */
  assamese: {
    male: `
Pranjal Dhruba Manash Rupam Nayan Himangshu Dipankar Hemanta Anupam Bhupen Hiren Jitumoni Kamal Mridul Nabajit
Partha Pallab Rajib Rituraj Rupjyoti Sanjib Tapan Utpal Zubeen Diganta Dipjyoti Gautam Debajit Bhargab Biswajit
Bidyut Jayanta Pranab Pankaj Prasanta Ranjit Anjan Bhabesh Dhrubajyoti Kangkan Chinmoy Niranjan Arup Bijoy
Dibyajyoti Bhaskar Bikash Bipul Darpan Gunajit Hemen Jadav Jyotirmoy Kishore Manoj Mukul Nilotpal Pabitra Pradip
Ranjan Sarbananda Sunil Tarun Uttam Bhaben Dilip Gobinda Himanta Kaushik Parag Rajen Rajesh Sanjay Sushanta Abhijit
Amrit Ankur Bhrigu Dwipen Golap Horen Indrajit Krishna Mrinal Naba Prafulla Ratul Siddhartha Tarini
    `,
    female: `
Pallabi Priyanka Barnali Bornali Jahnabi Juri Kakoli Nilakshi Pinky Trishna Sangeeta Nandita Monalisa Rashmi Mamoni
Jonali Ritumoni Dipshikha Himashree Junmoni Bobita Anjali Smita Dimpi Krishnamoni Bhagyashree Anamika Chandana
Deepshikha Gitanjali Karabi Lipika Mousumi Nibedita Papori Pompi Rimjim Rupali Sangita Seema Sewali Sumi Tarali
Urmila Anima Bandana Bijoya Dipali Gayatri Hiramoni Indira Jyoti Kalpana Lakhimi Madhurima Mitali Momi Namrata
Parismita Puja Rajashree Rekha Rita Sabita Sarmistha Sikha Sunita Swapna Tulika Upasana
    `,
    surnames: `
Das Kalita Saikia Bora Gogoi Baruah Hazarika Deka Sarma Sharma Bhuyan Phukan Choudhury Nath Talukdar Medhi Baishya
Boro Brahma Basumatary Narzary Daimary Mushahary Swargiary Goyari Pegu Doley Taid Payeng Kutum Teron Rongpi Dutta
Mahanta Rajkhowa Borgohain Buragohain Chetia Handique Konwar Tamuli Dihingia Neog Goswami Barman Rabha Kakati Kataki
Pathak Sonowal Mech Lahkar Bordoloi Borthakur Patgiri Deuri Kachari Moran Chutia Rajbongshi Gohain Borah Barua
Sarmah Dev Boruah Duarah Hajong Ingti Kemprai Lahon Mili Nayak Phukon Rongphar Saud Timung Tanti Munda Urang
Karmakar Kurmi Gowala Bhumij Hatibaruah Barooah Kashyap Dowarah
    `,
  },
  /** Tamil Nadu and Puducherry: most write their father's name last; caste names are fewer, and older. */
  tamil: {
    male: `
Karthik Senthil Murugan Arun Prakash Saravanan Balaji Vignesh Dinesh Ganesh Ramesh Manikandan Arjun Gokul Hari Vijay
Selvam Rajkumar Elango Bharath Ajith Anand Aravind Ashok Babu Bala Chandru Deepak Gopi Guru Harish Jagan Jayakumar
Kannan Kathir Kumar Lokesh Madhan Mani Mohan Muthu Naveen Prabhu Pradeep Raja Rajesh Ravi Sakthi Sanjay Sathish
Sekar Shankar Siva Sridhar Suresh Surya Vasanth Velu Venkat Vimal Vinoth Yuvaraj Ashwin Gowtham Kishore Naresh
Praveen Raghu Ranjith Sasi Saran Sivakumar Sundar Vetri Ilango Mahendran Manoj Murali Ragul Santhosh Sarath Sathya
Sriram Subash Sudhakar Tamilselvan Velmurugan Mukesh Suriya Jeeva Kavin Nithish Yogesh Abishek Dhinesh Ezhil
Kumaresan Nagarajan Palani Pandiyan Perumal Rajendran Ramasamy Subramani Thangaraj Venkatesh Karthikeyan Mugilan
Prasanth Rahul Ilayaraja Kalaiselvan Muthukumar Sivaraman Thiyagu Vasu Vel Anbu Arul Kathiresan Sabari
    `,
    female: `
Lakshmi Priya Divya Kavya Meena Revathi Deepa Anitha Sangeetha Geetha Saranya Nandhini Keerthana Gayathri Janani
Vidhya Malathi Shanthi Kalaiselvi Abirami Bhuvaneswari Chitra Devi Dharani Indhu Jayanthi Kalpana Kamala Kavitha
Kokila Latha Mahalakshmi Malar Mallika Meenakshi Nirmala Padma Parvathi Poornima Prema Radha Rajeswari Ramya Rani
Revathy Rekha Saraswathi Selvi Sharmila Shobana Sindhu Sowmya Sudha Sumathi Suganya Swathi Tamilselvi Uma Valli
Vanitha Vasanthi Vijaya Yamuna Aarthi Akshaya Archana Brindha Dhivya Gomathi Hema Indira Jothi Karthika Kowsalya
Logeswari Madhumitha Mohana Monisha Nithya Pavithra Preethi Priyanka Rajalakshmi Sathya Shalini Sneha Subha Suganthi
Tamilarasi Thenmozhi Vaishnavi Kanimozhi Amudha Anandhi Chandra Ezhilarasi Jeyanthi Kala Lalitha Manjula
Muthulakshmi Nagalakshmi Pushpa Ramani Santhi Sasikala Saroja Sugantha Thilagavathi Vasuki
    `,
    surnames: `
Kumar Subramanian Krishnan Raman Murugan Natarajan Rajendran Selvaraj Rajan Sekar Srinivasan Ramachandran Narayanan
Venkatesan Murugesan Sundaram Ramasamy Palanisamy Shanmugam Arumugam Gopal Govindan Kannan Kandasamy Karuppasamy
Muthu Perumal Ponnusamy Rangasamy Sankar Saravanan Selvam Senthil Sivakumar Subbiah Thangaraj Velu Vijayan Anbalagan
Annamalai Arunachalam Balakrishnan Chandran Chinnasamy Durai Elangovan Ganesan Jayaraman Kathiresan Kumaresan
Lakshmanan Mani Manickam Mariappan Muniyandi Muthukumar Nagarajan Nallasamy Palaniappan Pandian Ramalingam
Ramanathan Ramaswamy Rathinam Sampath Sethuraman Sivaraman Sridhar Subbaiah Sundararajan Thiyagarajan Vaidyanathan
Vasudevan Venkataraman Viswanathan Duraisamy Kalaiselvan Jeyakumar Dhanapal Govindaraj Ilango Kumaravel Loganathan
Madhavan Mohan Nataraj Paramasivam Prabhu Raja Rajagopal Raju Ramesh Ravichandran Saminathan Santhanam Seenivasan
Shankar Thangavel Vadivel Velmurugan Rajkumar Manoharan Muthusamy Periyasamy Sakthivel Iyer Iyengar Pillai Mudaliar
Chettiar Gounder Nadar Thevar Naicker Reddiar Sastri Chockalingam Jagadeesan Kaliappan Kannappan Karunanidhi
Mahalingam Marimuthu Muthiah Natesan Palaniswami Rajasekaran Ramanujam Sadasivam Sivasamy Thirumalai Umapathy
Varadarajan
    `,
  },
  /** Andhra Pradesh and Telangana: the family (house) name, written first at home, is written last in English. */
  telugu: {
    male: `
Srinivas Venkatesh Ravi Naresh Suresh Ramesh Mahesh Praveen Kiran Sai Chaitanya Harish Srikanth Vamsi Anil Raju Teja
Nagarjuna Pavan Karthik Venkat Satish Ramana Ramu Rajesh Rakesh Prasad Prakash Krishna Murali Madhu Mohan Narasimha
Nagaraju Narendra Phani Pradeep Raghu Rambabu Sampath Sandeep Sanjeev Shiva Sreenivas Sridhar Sudheer Sunil Surya
Tarun Uday Vijay Vinod Vishnu Yashwanth Ajay Akhil Anand Arjun Ashok Balaji Bhanu Chandra Charan Deepak Dileep Durga
Ganesh Gopi Hari Jagadeesh Kalyan Kishore Koti Lokesh Manoj Nagendra Naveen Nikhil Pawan Prabhakar Rajasekhar
Ravindra Santosh Siva Sravan Subrahmanyam Sudhakar Tirupathi Vamshi Varun Venu Vikram Yogesh Abhiram Aditya Akash
Bharath Chiranjeevi Dinesh Gowtham Hemanth Jayanth Mahendra Manikanta Nithin Prashanth Rohith Shankar Sujith Swaroop
Vasu Ramakrishna Nageswara Anjaneyulu Bhaskar Eswar Gangadhar Jagan Kesava Lakshman Mallikarjun Narayana Obulesu
Penchala Raghavendra Seshagiri Sivaji Veerababu Yadagiri
    `,
    female: `
Lakshmi Padma Sravani Swathi Anusha Bhavani Sirisha Keerthi Mounika Divya Haritha Sindhu Sunitha Madhavi Lavanya
Tejaswini Pavani Sowmya Aruna Deepthi Durga Gayathri Hymavathi Jyothi Kalyani Kavitha Krishnaveni Lalitha Manasa
Neelima Pallavi Praveena Priyanka Radha Rajeswari Ramya Rani Rekha Renuka Sailaja Santhi Saritha Sasikala Sharada
Sneha Sravanthi Srilatha Sujatha Suma Swapna Uma Vani Vijaya Anitha Bhargavi Harika Hema Indira Jhansi Kusuma
Madhuri Mamatha Navya Nirmala Pooja Pranathi Roja Sandhya Sangeetha Sarala Soujanya Srivani Sunanda Supriya Suvarna
Tulasi Usha Varalakshmi Vennela Yamini Sahithi Akhila Alekhya Bindu Geetha Annapurna Bharathi Chandrakala
Dhanalakshmi Hemalatha Kumari Mahalakshmi Nagamani Padmavathi Parvathi Prasanna Ratna Satyavathi Seetha Sujana
Sulochana Tirupatamma Vasantha Ammulu Ramadevi Rajani Sowjanya Sushma Vaishnavi
    `,
    surnames: `
Reddy Rao Naidu Chowdary Varma Raju Goud Yadav Sastry Murthy Prasad Babu Setty Gupta Kumar Sharma Chary Achari Naik
Banoth Bhukya Dharavath Guguloth Jatoth Lavudya Azmeera Bandi Chinta Gaddam Kotha Vemula Kandula Pasupuleti Kakarla
Pothula Boddu Mandava Gorantla Kolli Atluri Bollineni Kodali Yarlagadda Nallamothu Tummala Daggubati Akkineni Alluri
Ganta Jonnalagadda Mamidi Paruchuri Ravuri Sunkara Thota Vallabhaneni Chennupati Kambhampati Dasari Karri Pilla
Peddireddy Kalva Kommineni Nandamuri Konidela Gali Vanga Addanki Annam Bodapati Cherukuri Chilukuri Dokka Gadde
Kancharla Katta Koneru Kota Lanka Madala Manne Mulpuri Nadendla Palla Pendyala Pinnamaneni Polavarapu Ponnam Potluri
Puvvada Rayapati Sajja Samineni Surapaneni Talluri Uppalapati Vadlamudi Valluri Vangala Yalamanchili Gummadi Sarma
Chowdhary Mudiraj Patnaik Gandham Bathula Kommu Tadi Kanna Bhimavarapu Kothapalli Marri Nara Putta Siddam Vuppala
Avula Bandaru Chitturi Devineni Garikapati Inturi Jakkula Kasani Mekala Mothukuri Nalla
    `,
  },
  /** Karnataka (Kannada and Tulu families; northern Lingayat and Kuruba names too). */
  kannada: {
    male: `
Manjunath Raghavendra Basavaraj Shivakumar Nagaraj Prashanth Girish Chethan Darshan Santosh Harsha Kiran Mohan
Ravindra Sudeep Yogesh Naveen Vinay Ramesh Suresh Mahesh Ganesh Umesh Rajesh Prakash Praveen Pradeep Shankar
Shrinivas Srinivas Venkatesh Anil Ashok Chandru Deepak Dinesh Gururaj Hanumantha Jagadish Kumar Lokesh Madhu
Mallikarjun Manjunatha Murali Nagesh Prabhu Puneeth Raghu Rajkumar Rakesh Ravi Sachin Sandeep Sanjay Shashi Shivaraj
Siddesh Somashekar Sridhar Sunil Sharath Vasanth Veeresh Vijay Vikas Vishwanath Abhishek Akash Amith Arun Bharath
Chandan Gagan Guru Hemanth Karthik Kishore Mithun Nikhil Nithin Pavan Prajwal Rahul Rohith Sagar Shreyas Sumanth
Tejas Vinod Yash Lingaraj Shivanand Basavanna Channappa Eranna Halappa Mallappa Ningappa Siddappa Ramappa Shivappa
Yallappa Devaraj Gangadhar Jayaram Keshav Nanjunda Ranganath Srikanth Thimmaiah Umashankar Anand Bhimappa Kariyappa
Krishnappa Muniraju Puttaraju Shivalinga Srinath Subramanya Vasudev Vittal
    `,
    female: `
Kavya Shruthi Pavithra Ramya Deepika Bhavya Chaitra Sahana Rashmi Sowmya Vidya Anusha Nandini Spoorthi Shilpa Roopa
Lakshmi Manjula Geetha Savitha Sunitha Shobha Jyothi Kavitha Mamatha Asha Ashwini Bhagya Divya Gowri Hema Kusuma
Latha Megha Nagarathna Nethra Padmavathi Pallavi Parvathi Pooja Pushpa Radha Rekha Renuka Saritha Shashikala Shwetha
Sindhu Sudha Suma Sumitra Sushma Tejaswini Usha Vani Veena Yashoda Akshatha Ananya Apoorva Archana Bhoomika Chandana
Deepa Harshitha Lavanya Meghana Navya Prathibha Prema Rachana Rakshitha Ranjitha Sangeetha Sneha Soumya Supriya
Swathi Varsha Yamuna Bhavana Chetana Hemavathi Jayashree Kamala Mangala Nirmala Sarala Shantha Shanthala Gangamma
Lakshmamma Nagamma Parvathamma Renukamma Sharada Shivamma Yellamma Anitha Bindu Girija Jayalakshmi
    `,
    surnames: `
Gowda Shetty Hegde Rao Bhat Naik Kulkarni Patil Hiremath Murthy Reddy Prasad Swamy Shastri Joshi Desai Poojary
Kamath Nayak Acharya Rai Alva Amin Kotian Salian Suvarna Bangera Karkera Kunder Devadiga Moolya Madivalar Angadi
Badiger Hosamani Kambar Kumbar Patted Math Pujar Biradar Talwar Kattimani Meti Nadagouda Goudar Kori Malagi Hugar
Madiwal Naikar Lamani Rathod Chavan Nayaka Raju Gowdar Revanna Ramaiah Siddaiah Byrappa Chikkanna Doddamani Basappa
Mallappa Ramappa Siddappa Shivappa Nagappa Kempegowda Muniyappa Thimmaiah Puttaswamy Lingaiah Kumar Aithal Holla
Karanth Upadhya Adiga Bhandary Pai Shenoy Urs Kalburgi Kadadi Savadi Belagali Gadag Jamakhandi Mudhol Sankeshwar
Kolur Bellad Yaligar Dodmani Hadimani Kurubar Manjunath Nagaraj Puttaraju Ranganath Srinivas Venkatesh
    `,
  },
  /** Kerala's Hindus (Nair, Ezhava and Brahmin families); many write the father's name last. */
  malayalam: {
    male: `
Arun Anoop Sreejith Vishnu Rahul Ajith Manoj Sajeev Rajeev Pradeep Sandeep Vineeth Akhil Jithin Anand Hari
Unnikrishnan Sreekumar Abhilash Aneesh Anil Anish Aswin Biju Dileep Girish Gokul Jayakrishnan Jayan Jayesh Jishnu
Kannan Krishnakumar Madhu Mahesh Nikhil Nithin Pramod Prasanth Praveen Rajesh Rakesh Ranjith Ratheesh Renjith Sajan
Sajith Sanal Sanju Santhosh Sarath Shibu Shyam Sooraj Sreehari Sreenath Subin Sudheesh Sujith Sunil Suresh Syam Unni
Vinod Vipin Vivek Adarsh Aditya Akash Amal Athul Gautham Govind Harikrishnan Midhun Nidhin Rohit Sachin Sreeraj
Vaishakh Abhijith Ajay Deepak Dinesh Gopakumar Hareesh Jayaram Mukesh Prakash Rajendran Sasi Satheesh Sreejesh
Sudheer Vineesh Balachandran Gopinathan Haridas Jayadevan Krishnan Mohanan Ramesh Ravindran Sasikumar Sreenivasan
Venugopal Vijayakumar Anilkumar Ashok Babu Mohandas Prabhakaran Sudhakaran
    `,
    female: `
Anjali Aswathy Lakshmi Divya Reshma Sreeja Athira Arya Gopika Meera Parvathy Sruthi Neethu Remya Dhanya Sindhu
Amritha Anagha Anjana Anu Aparna Archana Bindu Chitra Deepa Devika Gayathri Geetha Haritha Indu Jaya Jyothi Kavitha
Krishnapriya Lekha Maya Nandana Nisha Priya Radhika Rajani Rekha Revathy Saritha Seema Shobha Sneha Sobha
Sreelakshmi Suja Sunitha Swapna Uma Vidya Aiswarya Akhila Amrutha Devi Drishya Gauri Malavika Nayana Reshmi Saranya
Sreedevi Vismaya Anusree Krishna Nimisha Ambika Beena Girija Jayasree Kumari Latha Leela Mini Omana Prasanna
Rajalakshmi Rema Sarojini Shylaja Sreekala Sujatha Suma Usha Valsala Vasanthi Sheeba Smitha Sreevidya Thulasi
    `,
    surnames: `
Nair Menon Pillai Kurup Panicker Nambiar Warrier Namboodiri Varma Unnithan Kartha Thampi Kumar Krishnan Raj Das Babu
Mohan Chandran Raghavan Narayanan Marar Poduval Pisharody Kaimal Nambisan Potti Nambeesan Namboothiri Sasidharan
Sukumaran Gopinath Balakrishnan Raveendran Surendran Ramachandran Vijayan Rajan Prabhakaran Sreedharan Gangadharan
Vasudevan Damodaran Achuthan Kesavan Bhaskaran Janardhanan Sivan Unnikrishnan Haridas Sreekumar Prasad Sudhakaran
Divakaran Padmanabhan Madhavan Govindan Sankaran Velayudhan Ayyappan Kumaran Raghunath Gopalan Karunakaran Kuttan
Mukundan Nandakumar Sasi Sivadasan Soman Sreenivasan Subramanian Ravi Asan Kunjan Panikkar Embranthiri Moosad
Pothuval Varrier Manoj
    `,
  },
  /** Jammu's Dogras and Kashmiri Pandits. */
  dogra: {
    male: `
Rakesh Rajesh Sanjay Sunil Ashok Anil Vijay Rajinder Surinder Ravinder Pawan Ajay Amit Rohit Rahul Vikram Ankit
Sandeep Kamal Deepak Vikas Virender Ashwani Kuldeep Bharat Anoop Arun Jatin Karan Mohit Sahil Varun Vishal Neeraj
Romesh Ramesh Dinesh Suresh Sushil Kishore Autar Krishen Moti Shiban Sanjeev Vinod Rajiv Sudhir Arvind Bushan Chaman
Girdhari Jagdish Kuldip Maharaj Omkar Pran Pyare Sham Sunny Tarun Upkar Vinay Yash Aditya Akshay Gaurav
    `,
    female: `
Neha Pooja Priya Anjali Shalini Sunita Anita Rekha Meenakshi Sushma Seema Ritu Shikha Sonia Sapna Kiran Monika
Rashmi Asha Usha Neelam Sarla Kamla Shanti Indu Tosha Shobha Nandini Rajni Kavita Manju Sheetal Shivani Kanika Aarti
Ruchi Bimla Chanchal Daya Girija Kusum Lalita Mohini Nirmala Poonam Renu Santosh Shakuntala Sudesh Veena
    `,
    surnames: `
Sharma Gupta Jamwal Manhas Slathia Raina Kaul Koul Bhat Pandita Dhar Razdan Tickoo Zutshi Wali Handoo Ganjoo Bhan
Kachru Mattoo Sapru Bakshi Kher Kak Munshi Pandit Tikoo Trisal Zadoo Kaw Bazaz Chrungoo Fotedar Ganju Katju Kichlu
Kilam Sopori Thussu Mangotra Sambyal Charak Pathania Andotra Kotwal Dogra Jasrotia Bhau Mahajan Khajuria Salathia
Thakur Chib Sudan Bali Kapoor Verma Dutta Langeh Padha Kalsotra Magotra Bhagat Choudhary
    `,
  },
  /** Adivasi families of Jharkhand, Odisha and West Bengal (Santhal, Munda, Ho, Oraon and others). */
  adivasiEast: {
    male: `
Shibu Hemant Champai Arjun Salkhan Sukra Budhu Mangal Somra Birsa Bandhu Sukhram Ganesh Lakhan Ramesh Sunil Suresh
Anil Sanjay Manoj Chamra Jagannath Kartik Sibu Gopal Sahdeo Laxman Bhim Durga Rabindra Dilip Rajesh Budhram Mahesh
Babulal Jobha Karia Lobin Madhu Nilkanth Pradeep Rajkumar Sitaram Dashrath Bijay Bishnu Charan Jitendra Kanhu Sidhu
    `,
    female: `
Droupadi Sita Sunita Phulmani Basanti Mani Sumitra Rani Shanti Sarita Anita Lakshmi Gita Budhni Phulo Jhano Kalpana
Pushpa Champa Malati Parvati Sushila Sabitri Dulari Jamuni Kanchan Lalita Mangri Sukurmani Salomi Sumi Joba Rupi
    `,
    surnames: `
Murmu Soren Hansda Hembrom Tudu Kisku Marandi Besra Baskey Hembram Mardi Munda Oraon Kachhap Tirkey Toppo Lakra Ekka
Bhagat Purty Bodra Sinku Gagrai Samad Birua Banra Pingua Majhi Mahli Bhumij Sardar Kisan Oram Naik Santa Jani Minz
Kujur Tigga Kispotta Khalkho Bara Horo Pahan Hansdah Hasda Kerketta Barla Lugun Soy Tiu Jonko Deogam
    `,
  },
  /** Adivasi families of central and western India (Gond, Bhil, Warli, Kokna and others). */
  adivasiCentral: {
    male: `
Ramesh Mohan Sukhlal Ramsingh Kamal Raju Dinesh Suresh Mukesh Kailash Mangal Budhram Sukhram Lakhan Shankar Santosh
Vikram Dilip Ganesh Gopal Jagdish Mahesh Narayan Prakash Sohan Sunil Umesh Vijay Bharat Devendra Gulab Ganpat Kalu
Mansingh Premsingh Bhuvan Hiralal Jaswant Kesar Ramlal Sitaram Bhimsingh Dhansingh Ishwar Kanha Motilal Ravindra
Somla Arjun Baliram Bhagwan Chhotu Dhanraj Gangaram Govind Harsingh Jeevan Lalsingh Rupsingh
    `,
    female: `
Sunita Kamla Santoshi Lakshmi Geeta Sita Radha Rekha Savitri Shanti Mamta Meera Anita Kiran Pushpa Rambai Sumitra
Durga Parvati Rukmini Sarita Jamuna Ganga Champa Sushila Tulsi Basanti Kaushalya Phoolwati Sukhwati Dhaniya Kamli
Munni Rami Sukli Bhuri Kesar Lali Mangli Rajkumari Sona Heera Nirmala Pramila Sangita Sarla
    `,
    surnames: `
Uikey Maravi Dhurve Parte Tekam Kumre Markam Netam Mandavi Sori Kunjam Poyam Korram Dhruw Dhurwa Atram Madavi Sidam
Kodape Mesram Salame Marskole Bhalavi Uike Kusram Shyam Paikra Kanwar Bhuria Damor Ninama Maida Dawar Bhabar Kirade
Alawa Katara Garasia Kharadi Roat Pargi Bhagora Valvi Gavit Padvi Pawara Vasave Vasava Gamit Chaudhari Rathwa Bariya
Tadvi Bhabhor Kokni Dhodia Halpati Bhoye Varli Bhil Meena Baiga Korku Sahariya Kol Pando Dhanwar Nagesia Manjhwar
Oraon Gond Warkade Pendor Kawde Jamra Muniya Chouhan Sastiya Mujalda Baghel Solanki Patel
    `,
    bySex: { share: 0.15, female: 'Bai' },
  },
  /** Tripura's hill peoples (Tripuri, Reang, Jamatia, Noatia) and the Chakmas of Tripura and Mizoram. */
  tripura: {
    male: `
Bijoy Pradyot Animesh Sudhanwa Naresh Rebati Mevar Jishnu Bikash Ratan Sukhen Aghore Binoy Dasarath Dhananjoy
Hiralal Kamal Manik Narendra Prasanta Rabindra Rajesh Sanjoy Santosh Subal Sukumar Swapan Tapan Uttam Buddha Dipak
Gautam Jyotirmoy Nirupam Rasik Sushil Sudhir Rupak Bimal Jiban Kishore Pabitra Purna Ranjit Sunil Tarun
    `,
    female: `
Mina Anjali Basanti Gita Kalpana Lakshmi Mamata Nandita Pratima Rina Sabita Santana Sharmila Sumitra Sushmita Tripti
Jharna Kajal Mala Puja Rupali Sangita Sima Sukla Bijoya Chandrika Dipa Jayanti Kanika Malati Namita Purnima Rita
    `,
    surnames: `
Debbarma Reang Jamatia Tripura Noatia Kalai Rupini Murasing Chakma Darlong Halam Uchoi Molsom Hrangkhawl Dewan
Tongchangya Mog Garo Kaipeng Riang Kuki Bongcher Koloi Khisha Talukdar Larma
    `,
  },
  /** Nepali-speaking Gorkhas, Bhutias and Lepchas of Sikkim, Darjeeling and Assam. */
  gorkha: {
    male: `
Pawan Prem Sonam Pema Tshering Dawa Karma Nima Passang Tenzing Bishnu Dil Krishna Ganesh Binod Bikash Deepak Sanjay
Santosh Suraj Ashok Bimal Bhim Dinesh Ugen Mingma Lakpa Norbu Phurba Sangay Tashi Amit Anil Bhupendra Gopal Hari
Kamal Madan Narayan Prakash Rajesh Ramesh Rohan Sagar Suman Sunil Tilak Yogesh Bhaichung Kunga Rinzing Tobden
    `,
    female: `
Sunita Anita Sarita Kalpana Bina Pema Doma Dolma Yangchen Diki Sangeeta Kamala Laxmi Maya Mina Nirmala Puja Radha
Rekha Sabitri Sita Sushma Uma Dechen Karma Kinzang Lhamu Pasang Phurba Tshering Ongmu Sonam Shanti
    `,
    surnames: `
Pradhan Rai Subba Gurung Tamang Chettri Sharma Lepcha Bhutia Lama Limboo Thapa Sherpa Shrestha Chhetri Dahal
Bhandari Adhikari Basnett Giri Karki Mukhia Rasaily Khatiwara Dewan Kharel Mangar Newar Pandey Poudyal Rana Sunwar
Yonzone Chamling Kafley Kazi Namgyal Dorjee Sitling Bhujel Biswakarma Diyali Gazmer Ghimiray Sapkota
    `,
  },
  /** Ladakh's Buddhists (Ladakhi and Changpa names). */
  ladakhi: {
    male: `
Tsering Stanzin Rigzin Padma Sonam Jigmet Phuntsog Tashi Nawang Lobzang Chosphel Wangchuk Tundup Dorjay Namgyal
Skarma Tsewang Konchok Gyaltsan Thinles Jamyang Mipham Norboo Rinchen Spalzang Tsultim Urgain Gelek Dawa
    `,
    female: `
Dolma Angmo Lhamo Diskit Dolkar Chorol Spalzes Thinles Yangchan Padma Tsering Stanzin Sonam Rigzin Deskit Chondol
Kunzes Lhadol Nilza Palmo Skalzang Tsewang Yangdol Zangmo Chuskit Dechen Jigmet Kesang
    `,
    surnames: `
Namgyal Dorjay Tundup Wangchuk Gyatso Stobdan Tsering Phuntsog Norboo Rigzin Chosphel Tsewang Stanzin Spalbar Tashi
Lonpo Kalon Motup Nurboo Paldan Shakya Wangdus Lakruk Nawang Gyalson
    `,
    bySex: { share: 0.4, female: 'Angmo Dolma Lhamo Chorol' },
  },
  /** Arunachal Pradesh (Nyishi, Adi, Galo, Apatani, Monpa, Tangsa and other peoples). */
  arunachali: {
    male: `
Pema Nabam Kiren Tapir Tako Chowna Jarbom Takam Ninong Jarjum Bamang Mama Tumke Gegong Dorjee Kalikho Mukut Tsering
Techi Nyamar Taba Tage Hage Kumar Bosiram Likha Nyato Tadar Tana Kipa Toko Gumjum Jomin Laisam Mutchu Tesam Wangki
Alo Bida Hibu Kaling Kento Lombo Oken Padi Rinchin Tapang Tai Tatung Tenzin Tashi
    `,
    female: `
Nani Yamling Dasanglu Jomde Karya Yame Omem Oni Yaniya Tine Gumri Kenjum Mepung Mitu Nyali Rinya Tade Yachang
Ngurang Pinky Sonam Pema Anjali Binny Jumli Mina Neelam Obang Yamang Yapi
    `,
    surnames: `
Tayeng Pertin Tamuk Moyong Pada Borang Perme Riba Bagra Ete Lollen Doji Kamki Nabam Techi Tana Taba Tok Likha Kipa
Tadar Tage Hage Nending Koj Tasso Khandu Tsering Dorjee Gamlin Jamoh Mize Mein Namchoom Mossang Lowang Wangsu Rijiju
Gao Dabi Waii Ering Felix Natung Apang Pul Mithi Tashi Kaso Karbak Tedir Kena Tuki Dai Dirchi Gadi Sora Taki Kri
Lingi Sonam Pait Ronya Chukhu
    `,
  },
  /** Nagaland (Ao, Angami, Lotha, Sumi, Chakhesang, Konyak and other Naga peoples), mostly Christian. */
  naga: {
    male: `
Temjen Imna Toshi Moa Akum Imti Temsu Along Yanger Lanu Bendang Chuba Meren Supong Neiphiu Kevi Vikho Neiba Hokheto
Kaito Inato Yanthungo Chumben Daniel David Samuel Joshua Abraham Peter Kuovi Neiku Visasolie Zale Mhathung Kekhrie
Tsilo Vizol Zhaleo Imkong Sashi Limasunep Wati Nungsang Tiameren Tongpang Kikheto Yitachu Khekiho Yeputo
    `,
    female: `
Temsula Sentila Ayangla Imlila Akala Hekani Vinuo Atuno Khrienuo Grace Esther Mary Ruth Martha Rachel Rebecca Naomi
Hannah Imtila Lanusangla Moalemla Senla Tiakumla Yangerla Aienla Kevinuo Neikuonuo Vikuonuo Zeneinuo Yanbeni
Nzanbeni Kivili Akali Hetoli Inaholi Lipokmenla Bendangla Watisangla
    `,
    surnames: `
Jamir Longkumer Ao Imchen Aier Pongen Longchar Walling Lemtur Kichu Ozukum Tzudir Rio Kire Sekhose Zeliang Angami
Kikon Ngullie Odyuo Ezung Patton Humtsoe Kithan Murry Yanthan Lotha Sema Swu Zhimomi Kinimi Assumi Achumi Chishi
Yepthomi Awomi Jimomi Sumi Konyak Phom Sangtam Chang Rengma Chophy Kiho Mero Nakhro Solo Vero Yhome Kapfo Keditsu
Rutsa Sakhrie Vadeo Zhasa Liegise Meru Pienyu Chasie Dzuvichu
    `,
  },
  /** Mizoram: a personal name and a clan or family name, most often a clan of the Mizo peoples. */
  mizo: {
    male: `
Lalremruata Lalrinmawia Vanlalruata Lalthanzuala Zoramthanga Lalbiakzuala Lalduhawma Lalmuanpuia Vanlalhruaia
Lalrinpuia Zothanpuia Lalnunmawia Lalruatfela Malsawma Lalzarzova Laldinpuia Lalthanhawla Vanlalzawma Lalrinkima
Lalsangliana Zonunmawia Lalhriatpuia Lalramliana Zosangliana Lalengmawia Ramdinliana Sangthanga Lalnunsanga
Laldingliana Vanlalngaia Rualzakhuma
    `,
    female: `
Lalremruati Lalrinpuii Vanlalhriati Lalnunpuii Zothansangi Lalbiakdiki Malsawmi Lalthlamuani Zonunsangi Lalhriatpuii
Rosangpuii Lalrinzuali Lalrempuii Lalmuanpuii Zodinpuii Vanlalruati Lalchhanhimi Lalnunsiami Lalramdini Lalengzuali
Lalrinsangi Zothanmawii Lalruatkimi Zoremsiami Lalbiakmawii Lalrinawmi Sangzuali Lalfakzuali Lalduhsaki Ruatfeli
Lalchhandami Zoramthangi
    `,
    surnames: `
Ralte Chhangte Pachuau Hmar Khiangte Sailo Renthlei Hnamte Colney Fanai Tochhawng Khawlhring Chawngthu Hrahsel
Zadeng Chhakchhuak Varte Tlau Vanchhawng Bawitlung Chawngte Khawzawl Chinzah Pautu Sanate Tlaisun Zote Hauhnar
Hmangte Kawlni Khenglawt Vangchhia Zahau Palian
    `,
  },
  /** Meghalaya's Khasi and Jaintia families (names follow the mother's clan). */
  khasi: {
    male: `
Donkupar Banteidor Donbok Kyrmen Hamletson Prestone Sanbor Metbah Paul James Ardent Jemino Rowell Bindo Wanphrang
Donboklang Lambor Hopeful Dasakhiat Banshan Kitboklang Shanborlang Wanbor Ibalang Iaidon Batskhem Ronnie Gavin
Martin Charles Bremley Dondor Arbiang Kynsai Pynshai Wanshan Emlang Ridalang Shemphang Tengman
    `,
    female: `
Ampareen Daphisha Ibarisha Phidalia Iadalin Wanda Banrilang Ibadahun Daiaphira Riwanki Lapynshai Kynjai Badapbiang
Daribha Ibapyntngen Ibashisha Wanshai Rilangki Merrylin Bashisha Daphira Ibanylla Pynshngain Mary Elizabeth Grace
Esther Jennifer Rachel Rebecca Ruth Sarah
    `,
    surnames: `
Lyngdoh Syiem Kharkongor Nongrum Marbaniang Rymbai Kharbuli Nongbri Dkhar Shylla Warjri Lyngwa Mawlong Nongkynrih
Pyngrope Kharshiing Lamare Sohtun Suchiang Rynjah Lyngkhoi Kharsyntiew Thabah Wahlang Khongwir Diengdoh Jyrwa
Kharpran Passah Shadap Kharkrang Nongsiej Laloo Shullai Kurbah Sutnga Tynsong Dohling Mawthoh Basaiawmoit Lamin
Majaw Nongtdu Pohtam Sawian Shabong Sten Tariang Umdor Wanniang Kharnaior Blah Hynniewta Mylliem
    `,
  },
  /** Meghalaya's Garo families (chatchi clan names). */
  garo: {
    male: `
Conrad Mukul Purno Clement Saleng Marcuise Zenith Brening Tengsil Sengchim James Peter Augustine Francis Pius Rupert
Winston Dilsing Jimmy Kennedy Lucas Nikman Rakkam Sanbath Sengnal Thomas Timothy
    `,
    female: `
Agatha Dikkanchi Deborah Saljakchi Mary Grace Elizabeth Esther Jasmine Lilian Rosemary Sengbath Silchi Vivian
Alphonsa Bidasha Chimsi Jacqueline Rupa Sengkrim Valentina Wilma
    `,
    surnames: 'Sangma Marak Momin Areng Shira Rangsa Mangsang Nengminza Rongmuthu',
  },
  /** Manipur's Meitei families: men Singh, women Devi or Chanu, or the family name (yumnak) written last. */
  meitei: {
    male: `
Ibomcha Ibobi Biren Tomba Ibungo Sanajaoba Ranjit Premananda Radheshyam Jayanta Rajkumar Sanatomba Tombi Bobby
Nabakishore Gojendro Ibohal Kunjabihari Manikchand Naobi Rajen Romesh Santosh Sushil Thoiba Tiken Yaima Amar Bijoy
Dinesh Herojit Ibochouba Joykumar Khelen Lokeshwar Mangi Naoba Premjit Rabindro Suresh Tarun Tomchou Ibungomacha
    `,
    female: `
Sunita Memcha Bembem Ibemhal Sanahanbi Thoibi Linthoi Roshni Mirabai Sarita Ibemcha Tombi Radharani Thadoi Bino
Binita Chaoba Ibeyaima Jamuna Kiranbala Lata Memma Nandini Pishak Premila Rina Sanatombi Shanti Sumila Tamphasana
Thambal Thoibileima Ranjita Babita Geeta
    `,
    surnames: `
Nongthombam Konsam Laishram Ningthoujam Thokchom Yumnam Khumanthem Sorokhaibam Wahengbam Oinam Akoijam Moirangthem
Huidrom Thounaojam Kshetrimayum Maibam Irengbam Elangbam Sagolsem Chingakham Khundrakpam Leishangthem Meitei Sapam
Soibam Takhellambam Thingujam Haobam Heisnam Khangembam Leimapokpam Lourembam Mayengbam
    `,
    bySex: { share: 0.6, male: 'Singh', female: 'Devi Chanu' },
  },
  /** Manipur's hill peoples: Kuki-Zo (Thadou, Paite, Vaiphei, Hmar) and Naga (Tangkhul, Mao, Zeliangrong) families. */
  manipurHills: {
    male: `
Thangminlun Paolienlal Letpao Seilen Haokholet Thangkhosei Lamtinthang Thangboi Nehkhojang Kamkhenthang Thuingaleng
Gaikhangam Ngaranmi Somatai Kaikhangam David Samuel Paul John Peter Stephen Thomas Daniel Joseph Benjamin Michael
Athuan Lunminthang Ginkhanthang Chinkhanmung Mangboi Ngamkhohao Tongkhothang Vumlianmang
    `,
    female: `
Nemcha Kimneo Hoineilhing Chinneilhing Lhingneikim Neikhohoi Gaidinliu Ngalasem Mary Grace Esther Ruth Martha Rachel
Hannah Lydia Elizabeth Dimneikim Hatneikim Kimneilhing Nengneihat
    `,
    surnames: `
Haokip Kipgen Touthang Lhouvum Singson Baite Hangshing Guite Vaiphei Gangte Zou Simte Misao Doungel Lhungdim Mate
Chongloi Khongsai Haolai Shimray Ningshen Zimik Keishing Muivah Raikhan Awungshi Kasar Vashum Luithui Shaiza Horam
Rungsung Hungyo Kamei Gangmei Panmei Golmei Rongmei Longmei Riamei Newmai Pamei Daimei Malangmei Kamson Gonmei Hmar
Pulamte Infimate Darngawn Ngaihte Suante Tonsing
    `,
  },
  /** Muslims of the north and east (Uttar Pradesh, Bihar, Delhi, Madhya Pradesh, Rajasthan, Odisha and others). */
  muslimNorth: {
    male: `
Mohammad Mohammed Ahmed Abdul Imran Irfan Salman Faisal Arif Asif Sameer Shahid Rizwan Aamir Javed Iqbal Naveed
Yusuf Zaid Farhan Tariq Wasim Rashid Junaid Adil Sohail Anwar Mustafa Hamza Zubair Akram Aslam Ayaan Azhar Danish
Faiz Faizan Fahad Feroz Ghulam Haris Hasan Hussain Ibrahim Ikram Ilyas Ismail Jamal Kamran Khalid Mahmood Majid
Mohsin Nadeem Naushad Nawaz Nasir Nizam Parvez Qasim Rafiq Rahim Raees Rehan Sadiq Saif Sajid Sajjad Salim Sarfaraz
Shabbir Shadab Shahnawaz Shakeel Shamim Sharif Shoaib Tabrez Usman Wajid Waseem Yasir Zafar Zahid Zakir Zeeshan
Aftab Ajmal Altaf Amjad Anas Arshad Ashraf Atif Bilal Dilshad Ejaz Fahim Fazal Haider Irshad Israr Kaleem Kashif
Mubarak Naeem Nafees Noor Owais Rafi Raza Riyaz Sabir Sarwar Shahzad Shamshad Taha Tanveer Umar Yaseen Zaheer Arham
Jameel Kalim Maqsood Mumtaz Nasim Qamar Rais Sultan Wahid Akhtar Afzal Anis Hafiz Iftikhar Intezar Jalaluddin Mehtab
    `,
    female: `
Fatima Ayesha Zainab Sana Sara Nazia Shabana Farzana Rukhsar Heena Nargis Yasmin Rubina Shaista Afreen Mehnaz Saba
Tabassum Zoya Amreen Nusrat Salma Shazia Aliya Anjum Arshi Asma Bushra Farah Firdaus Gulshan Hina Huma Iqra Ishrat
Kahkashan Kausar Mahjabeen Mariam Muskan Najma Naseem Nasreen Nazneen Noorjahan Parveen Rabia Rehana Reshma Rizwana
Rukhsana Sabiha Sadia Saima Sakina Samina Shabnam Shagufta Shahnaz Shamim Shamima Shireen Sultana Sumaiya Tarannum
Uzma Yasmeen Zarina Zeenat Zubaida Alfiya Alisha Anam Areeba Fiza Hafsa Inaya Kainat Mahira Mehak Nida Rida Sabreen
Shifa Sidra Tasneem Tahira Sameena Shama Bilkis Jameela Khairunnisa Mumtaz Razia Sajida Shakila Sitara Afsana
Akhtari Fareeda Gulnaz Haseena Jahanara Kulsum Mehrunnisa Naaz Nikhat Rehmat Sabra Shahina
    `,
    surnames: `
Khan Ansari Ahmad Ahmed Siddiqui Qureshi Ali Hussain Malik Rizvi Zaidi Naqvi Abbasi Alvi Usmani Farooqui Jafri
Hashmi Saifi Mansoori Salmani Idrisi Raeen Mirza Beg Baig Syed Sheikh Shaikh Hasan Haider Raza Abidi Kazmi Nomani
Chaudhary Qadri Chishti Warsi Azmi Nizami Kidwai Bukhari Sabri Faruqui Shamsi Iqbal Akhtar Alam Anwar Aslam Javed
Nawaz Parvez Rashid Rehman Shah Siddiqi Zafar Jamal Imam Rangrez Multani Ghazi Pathan Lari Mazhar Rahmani Qasmi
Rahman Nadvi Firdausi Jilani Husain Mujeeb Nasir Kamal Niazi Ghosi Mewati Teli Halim Kausar Mansuri
    `,
    bySex: { share: 0.2, female: 'Bano Begum Khatoon Khanam' },
  },
  /** Muslims of Jammu and Kashmir and Ladakh (Kashmiri, Gujjar and Kargil Shia families). */
  muslimKashmir: {
    male: `
Mohammad Abdul Ghulam Bilal Tariq Irfan Imran Showkat Shabir Mushtaq Manzoor Bashir Nazir Fayaz Riyaz Javid Aijaz
Aadil Sajad Rouf Tahir Umar Yasir Zahoor Zubair Farooq Gulzar Hilal Ishfaq Junaid Mehraj Muzaffar Nisar Parvaiz
Qaisar Rameez Rayees Sameer Shahid Shakeel Suhail Tanveer Tauseef Waseem Yawar Zahid Altaf Ashiq Asif Danish Faizan
Firdous Ibrahim Khurshid Majid Mudasir Mubashir Nadeem Obaid Owais Rafiq Saqib Shoaib Uzair Wasim Younis Zaffar
Abbas Sajjad Mehboob Feroz Gowhar Hamid Masood Mudassir Nasir Rashid Sheeraz Tawseef Arif Aqib Basit Ubaid
    `,
    female: `
Rukhsana Shahnaz Shazia Nusrat Nighat Mehbooba Rubeena Shaheena Saima Insha Iqra Sadaf Sana Mehvish Tabassum Uzma
Zeenat Yasmeen Asifa Bilquees Dilshada Fozia Gulshan Haleema Hafiza Jabeena Khalida Mahjabeen Mubeena Nazia Nuzhat
Raziya Rifat Rubina Samreen Shaista Shameema Sobia Tabasum Zahida Zareena Zubeda Aafreen Afroza Arifa Farhat Farzana
Ishrat Masrat Nasreen Rehana Tahira Fatima Ruqaya Shabnam Shafiqa Syeda Aasiya Anjum Mahnoor Muneera Naseema
    `,
    surnames: `
Bhat Dar Lone Mir Wani Shah Sheikh Malik Khan Rather Ganai Ganie Naikoo Parray Kuchay Hakeem Tantray Sofi Yatoo
Qadri Bukhari Geelani Andrabi Kirmani Hamdani Beigh Mantoo Magray Wagay Chopan Khanday Padder Hajam Pandith Reshi
Naqash Zargar Shawl Kawoosa Mattoo Banday Akhoon Baba Najar Mughal Peer Rafiqi Sultan Teli Thoker Itoo Ahanger
Choudhary Poswal Khatana Kasana Bajjar Hussain Ali Abbas Kazmi Zaidi Rah Wazir Jan Mufti Ashai
    `,
  },
  /** Muslims of West Bengal, Assam and Tripura: women often Khatun, Begum or Bibi. */
  muslimBengal: {
    male: `
Abdul Rafiqul Saiful Aminul Anisur Ashraful Mizanur Habibur Hafizur Jahangir Kamrul Mahbub Monirul Nazrul Nurul
Rabiul Rafique Rezaul Sahidul Samsul Shariful Sirajul Sohel Yakub Zakir Abu Alamgir Aminur Firoz Golam Hasan Imran
Jamal Jasim Kabir Khairul Masud Mamun Mehedi Mostafa Nasir Rahim Sabir Sakil Selim Sharif Shahjahan Tanvir Taslim
Wasim Yusuf Ajmal Badruddin Ataur Mojibur Mukul Rejaul Sirajuddin Amirul Asraf Azizul Fazlul Hamidul Jiaul Lutfar
Moinul Motiur Nazimuddin Obaidul Rakibul Rashidul Shafiqul Sultan Tariqul Akbar Anwar Faruk Ismail Mohammad
    `,
    female: `
Rahima Salma Nasima Rabeya Jahanara Shirin Taslima Farida Hasina Jesmin Mariyam Nurjahan Parveen Rehana Sabina
Sahana Saleha Sufia Tahmina Yasmin Ayesha Fatema Habiba Khadija Laila Marjina Nilufar Rozina Shahnaz Sharmin Sultana
Amina Asma Bilkis Halima Jamila Kulsum Mumtaz Najma Rubina Sakila Sahida Sakina Zarina Aklima Anowara Firoza
Hosneara Jahura Jharna Mahamuda Monowara Nargis Nasrin Rahela Rokeya Rupali Sabiha Sajeda Selina Shefali Sufiya
Tania
    `,
    surnames: `
Sheikh Mondal Molla Islam Rahaman Rahman Hossain Ali Mia Laskar Biswas Sarkar Gazi Munshi Khan Ahmed Uddin Haque
Hoque Karim Barbhuiya Choudhury Mazumder Mallick Mallik Sardar Shah Hasan Alam Akhtar Bepari Dewan Talukdar Hazarika
Siddique Kazi Pathan Mridha Halder Mollah Mir Hussain Ahmad Miah Bhuiyan Paik Khandakar Sekh Haldar Naskar Seikh
Mandal Hussen Jamadar Ansari Parvez Chowdhury Kabir Zaman
    `,
    bySex: { share: 0.4, female: 'Khatun Begum Bibi' },
  },
  /** Muslims of Maharashtra, Karnataka, Telangana, Andhra Pradesh and Goa (Deccani, Konkani and Byari families). */
  muslimDeccan: {
    male: `
Mohammed Abdul Imran Irfan Salman Sameer Shahid Aamir Javed Iqbal Yusuf Farhan Tariq Wasim Rashid Junaid Adil Sohail
Anwar Mustafa Zubair Akbar Akram Altaf Arif Asif Ayub Aziz Firoz Ghouse Habeeb Hameed Ibrahim Ismail Jaffar Kareem
Khaleel Khaja Mahaboob Majeed Mehboob Moin Mujeeb Nadeem Naseer Nawaz Rafeeq Rahman Raheem Rasool Riyaz Saleem
Shakeel Shareef Sadiq Sajid Shabbir Shoaib Siraj Sultan Touseef Wajid Yaseen Zaheer Zakir Zia Aslam Azhar Faiz Fayaz
Hafeez Imtiaz Jaleel Mohsin Nizam Parvez Rizwan Salim Sarfaraz Sufiyan Tabrez Usman Zameer Abrar Aleem Ameer Arshad
Asad Azeem Bashir Fareed Gafoor Hussain Ilyas Jameel Kaleem Lateef Masood Mubeen Naveed Qadir Rauf
    `,
    female: `
Fatima Ayesha Zainab Sana Sara Nazia Shabana Farzana Heena Nargis Yasmin Rubina Afreen Mehnaz Saba Zoya Amreen
Nusrat Salma Shazia Aliya Asma Bushra Farheen Hajira Jabeen Kauser Khairunnisa Mehrunnisa Mumtaz Naseem Nasreen
Nazneen Noor Parveen Rehana Reshma Rizwana Ruksana Sabiha Sadiya Saira Sajida Shaheen Shameem Shireen Sultana
Sumaiya Tahera Tahseen Uzma Yasmeen Zareena Zeba Zubeda Afsana Anjum Firdous Hafsa Huma Muskan Naaz Nikhat Rubeena
Safiya Shabnam Shagufta Shama Tabassum Aasma Amena Aneesa Asiya Fareeda Habeeba Jameela Kulsoom Mahera
    `,
    surnames: `
Shaikh Khan Pathan Sayyed Syed Inamdar Mulla Tamboli Attar Bagwan Momin Ansari Qureshi Mohammed Ahmed Hussain Ali
Baig Mirza Siddiqui Shareef Pasha Nadaf Mujawar Patel Kazi Khatib Deshmukh Jamadar Makandar Hakim Sheikh Quadri
Hashmi Farooqui Desai Chaus Maniyar Mulani Sayed Kadri Khazi Kureshi Jaffer Ahmad Basha Shaik Sharif Byari Beary
Kokani Dalvi Parkar Mukadam Chougle Khot Bijapuri Mohiuddin Hasan Abbas Akhtar Hafeez
    `,
    bySex: { share: 0.15, female: 'Begum Bee' },
  },
  /** Muslims of Gujarat (Sunni Vohra, Memon, Ghanchi, Dawoodi Bohra and Khoja families). */
  muslimGujarat: {
    male: `
Mohammed Imran Irfan Salman Faisal Arif Asif Sameer Shahid Rizwan Javed Iqbal Yusuf Farhan Tariq Wasim Rashid Junaid
Adil Sohail Anwar Mustafa Hamza Zubair Altaf Aslam Ayub Ibrahim Ismail Juzer Huzefa Murtaza Taher Abbas Hatim
Mufaddal Qutbuddin Shabbir Burhanuddin Aliasgar Firoz Hanif Ilyas Kasam Nizam Rafiq Salim Siraj Sultan Usman Yakub
Yunus Zakir Mohsin Sohel Tausif Arbaz Faizan Imtiyaz Nasir Riyaz Sajid Sarfaraz Shahrukh Zuber Aziz Hussain Abdul
Ahmed Ashfaq Bilal Ejaz Jabir Kadir Liyakat Mehboob Moin Mushtaq Rauf Saeed Shakil Yasin
    `,
    female: `
Fatima Ayesha Zainab Sana Sara Nazia Shabana Farzana Heena Nargis Yasmin Rubina Afreen Mehnaz Saba Tasneem Zahra
Sakina Batul Insiya Rashida Sharifa Munira Tahera Arwa Alefiya Amina Asma Bilkis Farida Hasina Khatija Mehrunnisa
Mumtaz Nasim Nasreen Nazma Parveen Reshma Rehana Rukhsar Salma Shabnam Shahin Shamim Sultana Tabassum Zarina Zubeda
Aafreen Aliya Mahek Muskan Nafisa Rizwana Sumaiya Husna Jaitun Kulsum Madiha Mariyam Nishat Rabiya Sabera Shirin
    `,
    surnames: `
Shaikh Pathan Memon Vohra Bohra Ghanchi Saiyed Mansuri Patel Malek Khan Qureshi Sindhi Multani Kadri Chhipa Mirza
Ansari Belim Sipai Baloch Kazi Vora Lokhandwala Merchant Kapadia Saifee Ali Hussain Hirani Lakhani Jiwani Virani
Maredia Charania Momin Chauhan Diwan Kureshi Mulla Munshi Nagori Rangrez Sumra Jat Juneja Ghori Bhojani Dhanani
Kachwala Poonawala Rangwala Chunawala Tinwala Rajkotwala Ujjainwala Bootwala Qazi Kharadi
    `,
    bySex: { share: 0.15, female: 'Bano Banu' },
  },
  /** Muslims of Kerala and Lakshadweep (Mappila families): many write the father's name last. */
  muslimKerala: {
    male: `
Muhammed Mohammed Abdul Ashraf Shihab Faisal Nizar Anas Shafeeq Shameer Shanavas Siraj Riyas Navas Nazeer Naseer
Shafi Rafeeq Sameer Jaleel Haris Irshad Jabir Jamsheer Musthafa Noufal Rashid Saidalavi Shabeer Shahul Suhail
Thajudeen Ubaid Yaseen Zakariya Anwar Basheer Hameed Ismail Kabeer Latheef Majeed Moideen Nishad Rahim Salam
Shamsudheen Shareef Aboobacker Aslam Fasil Fayis Hisham Ijas Jasim Muhsin Nabeel Niyas Rasheed Shiyas Thahir Ajmal
Arshad Afsal Mubarak Abdulla Ahammed Hamza Ibrahim Kunhi Moosa Koya Mammu Saleem Sulaiman Unais Yoosuf Ansar
    `,
    female: `
Fathima Ayisha Sajna Shabna Shahana Hasna Jasna Nasreen Safiya Sumayya Haseena Jameela Khadeeja Mariyam Nafeesa
Rabiya Ramla Rasheeda Rukhiya Sabira Salma Sameera Shameena Shirin Suhra Zeenath Fousiya Hafsa Henna Jumaila Nasrin
Raihana Shamla Shahida Ansila Aysha Fasna Hiba Jasla Lubna Mubeena Najma Nasira Rinsha Sabna Safna Shifana Shireen
Thasni Ameena Amina Asma Faseela Haleema Jaseela Khairunnisa Mumthas Naseema Rahmath Sainaba Suhara
    `,
    surnames: `
Muhammed Basheer Abdulla Rahman Hameed Koya Kutty Musthafa Thangal Haji Ali Ahammed Ashraf Aboobacker Moidu Kunju
Rasheed Salim Latheef Majeed Aziz Ismail Ibrahim Abdul Hussain Hassan Yoosuf Shareef Moosa Khader Kasim Ummer Bava
Rawther Lebbai Sait Marakkar Pookoya Sainudeen Shamsudeen Nizar Anvar Jaleel Naseer Siddique Navas Shihab Faisal
Nazeer Riyas Shafi Haneefa Kunhi Mammu Hamza Mohammed Usman Ayyoob Ameer Kabeer Beeran Mohamed Hydros
    `,
    bySex: { share: 0.1, female: 'Beevi' },
  },
  /** Muslims of Tamil Nadu and Puducherry (Rowther, Labbai, Marakkayar families). */
  muslimTamil: {
    male: `
Mohamed Abdul Syed Sheik Kader Jaffar Peer Ismail Ibrahim Jamal Kamal Rahim Rasheed Riyaz Sadiq Saleem Shahul Siraj
Yusuf Zakir Hameed Jabbar Mujibur Nawaz Rafi Salman Sameer Shahjahan Sulthan Yasin Faizal Irfan Imran Asif Anwar
Ashik Haja Mansoor Mubarak Nizam Thameem Ahamed Akbar Ameen Azarudeen Basheer Feroz Hakkim Jahir Kaja Meeran Naina
    `,
    female: `
Fathima Ayesha Ameena Asiya Banu Farzana Haseena Jameela Kathija Mumtaj Nasreen Nazeema Nilofar Parveen Rizwana
Sabeena Safiya Salma Sameena Shabana Shahida Shameem Shamshad Thasleem Yasmin Zubaida Aysha Jannathul Reshma
Rukhsana Sumaiya Afreen Amina Hajira Jasmine Najma Noorjahan Rahmath Sabira Sahira Shahin
    `,
    surnames: `
Basha Mohamed Khan Sheriff Rowther Marakayar Labbai Ali Hussain Ibrahim Ismail Jaffar Kader Meeran Mohideen Ahamed
Abdullah Yusuf Rahman Saleem Kareem Hameed Syed Shahul Jalal Bukhari Sait Haneefa Jamal Rasheed Nainar Sheik Peer
Maricar Abubakar Ansari Batcha Hajiar Kasim Mydeen Nagoor Sahib Usman
    `,
    bySex: { share: 0.15, female: 'Banu Begum' },
  },
  /** Christians of Kerala (Syrian Christian and Latin Catholic families). */
  christianKerala: {
    male: `
Joseph Thomas George Mathew Jacob Jose Joby Jijo Shibu Biju Saju Binu Sabu Jaison Tomy Jobin Jomon Shaji Sunny Reji
Varghese Kurian Abraham Philip Eldho Sijo Anto Antony Roy Johnson Saji Stephen Alex Bobby Libin Jibin Ebin Justin
Jerin Melvin Aby Sibi Joji Tinu Bijoy Babu Benny Binoy Boby Cyriac Dominic Eapen Francis Jaimon Jestin Jithu Jobi
John Joshy Kuriakose Lijo Manu Mathai Ninan Oommen Paul Prince Raju Rijo Robin Sanju Sebastian Shibin Siju Sojan
Thankachan Tijo Tony Vinu Wilson Xavier Alphonse Augustine Baby Chacko Devassy Geevarghese Idicula Kochu Punnoose
    `,
    female: `
Mary Annamma Elizabeth Susan Jessy Mini Jincy Ancy Bincy Shiny Reena Sheeba Jisha Neethu Anu Ann Tessy Jiji Treesa
Rincy Sini Liya Riya Aleena Anju Jismy Sherin Molly Leelamma Sali Daisy Lissy Aleyamma Alphonsa Ammini Anitha Annie
Beena Betty Bindhu Celine Deepa Elsy Gracy Jancy Jeena Jency Jiny Jolly Josna Linda Lincy Maria Merlin Mercy Minu
Nancy Nimmy Philomina Rosamma Rosily Sally Shiji Sindhu Sofia Soumya Teena Thresiamma Valsamma Jaya Saly Stella
    `,
    surnames: `
Thomas Joseph Varghese George Mathew Kurian Chacko Abraham Philip Jacob John Cherian Mathai Koshy Zachariah Idicula
Oommen Eapen Kuruvilla Markose Paul Antony Sebastian Francis Jose Augustine Devassy Varkey Ouseph Pothen Mani Alex
Skaria Punnoose Chandy Ittoop Simon Peter Xavier Fernandez Tharakan Panicker Baby Ninan Pappachan Kuriakose Mammen
Thampy Thariyan Ulahannan Vargis Benny Lukose Emmanuel Kunjumon Mathews Poulose Rappai D'Cruz Pereira Rodrigues
Lopez Gomez Correya D'Souza Vaz Fernandes Cardoza Pinheiro Castelino
    `,
  },
  /** Christians of Tamil Nadu and Puducherry (father's name last; Paravar families on the coast). */
  christianTamil: {
    male: `
Antony Arul John Joseph Michael Xavier Peter Paul David Daniel Samuel Jebaraj Jeyakumar Selvaraj Jesuraj Arockiaraj
Gnanaraj Robert Vincent Amal Christopher Edwin Jerome Sahayaraj Charles Prabhu Felix Benjamin Immanuel Jegan Alex
Anand Babu Chandran Francis George Isaac Jacob James Jayaseelan Jesudoss Justin Lawrence Martin Moses Nelson Rajan
Raja Richard Robin Solomon Stanley Stephen Thomas Victor Wilson Yesuraj Abraham Albert
    `,
    female: `
Mary Jaya Stella Jenifer Jansi Rani Esther Sophia Shanthi Arockiamary Jeyanthi Jesintha Priscilla Evangeline Angel
Jasmine Anitha Selvi Nirmala Philomina Mercy Ruby Sheela Vimala Jancy Amala Anbarasi Antonyammal Beula Christina
Daisy Elizabeth Florence Gnanaselvi Grace Helen Jebakani Jennifer Jeya Jothi Leema Lilly Margaret Nancy Packiam
Pushpa Rachel Rebecca Regina Rosy Shiny Sneha Sumathi Susila Teresa Theresa Victoria Vinnarasi
    `,
    surnames: `
Antony Arockiasamy Savarimuthu Jesudoss Devadoss Gnanamuthu Selvaraj Jeyaraj Rajan Joseph David Samuel Paul Peter
John Daniel Moses Abraham Solomon Isaac Jacob Gnanadurai Rayappan Irudayaraj Arulraj Arulappan Packiaraj Susainathan
Amalraj Jebakumar Devasahayam Chinnappan Sebastian Xavier Fernando Rodrigo Motha Correya Pereira Miranda Cruz Gomez
Thomas Michael Francis Lourdusamy Anthonysamy Mariadoss Arokiadoss Santhiago Swamidoss Vedamanickam Yesudian
Jebasingh Manickaraj Selvakumar Prabakaran Rajasekar Sundaraj Wilson Stephen James
    `,
  },
  /** Catholics of Goa, Mangalore and Mumbai (Goan, Mangalorean and East Indian families). */
  christianWest: {
    male: `
Joseph Anthony Francis Peter John Agnelo Alwyn Ashley Clement Cyril Derrick Dominic Felix Gregory Ivan Jude Lawrence
Leslie Melwyn Oswald Rohan Ronald Roshan Savio Valerian Walter Wilfred Xavier Agnel Anselm Elvis Glen Joel Kevin
Lester Lionel Nelson Neil Norbert Osmond Rudolf Allan Anil Brian Cajetan Caetano Carlos Conrad Denis Edwin Elton
Flavian Gilbert Hubert Ignatius Jason Jerome Lancelot Marshall Melvin Michael Olavo Patrick Richard Royston Sunil
    `,
    female: `
Maria Anita Flavia Sharon Sandra Lavina Agnes Alisha Bernadette Cynthia Diana Fatima Gloria Irene Jacinta Joanna
Leena Lydia Melissa Michelle Natasha Nicole Olivia Pamela Precilla Rita Rosy Sabina Shirley Sylvia Teresa Valerie
Wilma Zelia Clara Conceicao Carmen Celine Bianca Alzira Annette Benedicta Carol Daisy Deepa Eliza Felicia Francisca
Gracy Hilda Ivy Jessica Joyce Lorna Lourdes Marina Mildred Nirmala Perpetua Philomena Reshma Rosalind Sonia Veronica
    `,
    surnames: `
D'Souza Fernandes Pereira Rodrigues D'Costa Dias Pinto Lobo Gomes Mascarenhas Noronha Menezes D'Mello D'Cunha D'Sa
Colaco Coutinho Rebello Almeida Cardozo Carvalho Correia D'Silva Furtado Gonsalves Lopes Monteiro Miranda Nazareth
Pais Quadros Sequeira Saldanha Tauro Vaz Viegas Braganza Barreto Cabral Crasto Fonseca Lewis Mendonca Machado Rego
Rosario Sardinha Serrao Sousa Soares Tellis Xavier Gracias Cota Faleiro Araujo Afonso Fernandez Castelino Martis
Lasrado Moras Pinheiro Rasquinha Alvares Aranha Baptista Botelho Coelho Costa Cruz D'Almeida D'Lima Estibeiro
    `,
  },
  /** Christians of the north (Punjab, Delhi, Uttar Pradesh and others). */
  christianNorth: {
    male: `
Samuel David Daniel John Peter Paul Joseph Emmanuel Sunil Anil Ashish Vinod Rajesh Sanjay Sunny Prem Anand Robin
Stephen Thomas Vijay Amit Rakesh Raju Ajay Alex Benjamin Ashok Deepak Francis James Manoj Michael Naveen Prakash
Rahul Rohit Simon Victor Vikas Joel Abhishek Andrew Arun Christopher Jacob Jonathan Kamal Lucas Nathaniel
    `,
    female: `
Mary Sunita Anita Esther Grace Ruth Sarah Rebecca Priscilla Shalini Neha Pooja Priya Rekha Monika Sonia Asha Kiran
Martha Naomi Rachel Shanti Sushma Anjali Beena Deepika Elizabeth Hannah Jyoti Kavita Lily Manju Nisha Rita Rose
Sheela Suman Sweta Susan Tabitha Usha Veronica Angela Christina Jasmine Julie Lydia Margaret Nancy Pamela Seema
    `,
    surnames: `
Masih Massey Lal David Peter John Samuel Joseph Paul Thomas Francis Anthony Emmanuel Das Gill Bhatti Sahota Singh
Charan Prakash Daniel Matthew James Benjamin Chand Gilbert Nath Prasad Robert Stephen Victor William Simon Raj
    `,
  },
  /** Christians of tribal central and eastern India (Oraon, Munda, Kharia, Santhal families). */
  christianTribal: {
    male: `
Sunil Xavier Ignatius Augustine Pius Sylvester Paulus Prabhu Vincent Alfred Anand Dilip Emil Cyprian Nirmal Binay
Sushil Amit Rajesh Sanjay Praful Roshan Anup Bipin Celestine Edward Joachim Nelson Albert Anil Bernard Christopher
Fidelis Gregory Jerome John Joseph Justin Lawrence Manoj Michael Patrick Paul Peter Philip Ranjit Sebastian Theodore
    `,
    female: `
Anima Sushma Asha Mary Sunita Sarita Ranjita Anjali Sushila Rose Monika Pushpa Agnes Philomina Cecilia Christina
Elizabeth Florence Grace Helen Jyoti Kiran Lily Nirmala Pratima Reshma Sabina Sheela Suchita Teresa Usha Vinita
Albina Anita Binita Celestina Clara Felicita Hilaria Lucy Magdalena Martha Priscilla Rosalia
    `,
    surnames: `
Tirkey Ekka Minz Lakra Kujur Toppo Kerketta Xalxo Tigga Barla Bara Lugun Kandulna Horo Surin Bhengra Aind Soreng
Kullu Beck Tete Guria Topno Bage Barwa Panna Bilung Jojo Purty Baxla Khalkho Kispotta Hembrom Soren Murmu Dungdung
Lakda Lomga Samad Tudu Marandi Hansda Kindo Kachhap Bodra Nag Minj Tuti Oraon
    `,
  },
  /** Christians elsewhere in the south and the islands (Telugu and other families): Biblical names first. */
  christian: {
    male: `
Joseph John Thomas David Samuel Daniel Paul Peter Stephen Emmanuel Prabhakar Prasad Raju Ravi Suresh Praveen
Sudhakar Vijay Abraham Isaac Solomon Moses Jeevan Kiran Prem Anand Benjamin Francis George Jacob James Jesudas
Jonathan Joshua Kumar Michael Prakash Rajan Richard Robert Simon Sunil Timothy Victor Wilson Yesudas Babu
    `,
    female: `
Mary Esther Ruth Grace Sarah Rebecca Lydia Priscilla Sharon Santhi Jyothi Rani Vijaya Jhansi Sujatha Suneetha Swarna
Ratna Kumari Prasanna Shanthi Elizabeth Hannah Jaya Josephine Leela Martha Mercy Nirmala Prema Rachel Rosy Sheela
Susheela Anitha Beulah Deborah Evangeline Florence Joyce Kezia Lily Margaret Naomi Salome Stella
    `,
    surnames: `
Raju Babu Rao Kumar Paul John David Samuel Prasad Joseph Daniel Emmanuel Ratnam Devadas Prakasam Jayaraj Raj Anand
Thomas Abraham Jacob Peter Stephen George Moses Solomon Isaac Dasari Bathula Kommu Pilli Chinthala Gudipati
Jeevaratnam Jesudasan Swamy Sundar Francis Philip Benjamin James Simon Victor Wilson
    `,
  },
  /** Parsis of Mumbai and Gujarat. */
  parsi: {
    male: `
Cyrus Darius Jamshed Rustom Sohrab Zubin Farrokh Homi Jehangir Firoz Kersi Nariman Percy Rohinton Behram Dinshaw Adi
Aspi Burjor Dara Eruch Hoshang Jimmy Kaizad Meherwan Noshir Porus Rusi Sam Shapoor Viraf Xerxes Yazdi Zarir Cawas
Dadi Erach Farhad Gustad Jal Keki Minoo Nadir Pesi Shiavax Tehmton Zal
    `,
    female: `
Perizad Shirin Roshan Dilnaz Freny Khorshed Mehroo Nergis Perin Zarine Armaity Bapsi Dinaz Gulnar Havovi Hilla Homai
Meher Navaz Parinaz Shernaz Silloo Tehmina Vira Zenobia Arnavaz Benaifer Daisy Delnaz Farida Jeroo Katy Mahrukh
Mehernaz Nazneen Pervin Rati Rhoda Roxanne Sanaya Tanaz Yasmin Zenia
    `,
    surnames: `
Irani Mistry Contractor Engineer Batliwala Daruwala Sethna Wadia Tata Godrej Patel Bharucha Bilimoria Dastur Doctor
Kapadia Mehta Nariman Poonawalla Shroff Sidhwa Vakil Dubash Master Merchant Lalkaka Cama Bhabha Mody Dalal Khambatta
Kotwal Kanga Katrak Marfatia Motivala Palkhivala Panthaki Pavri Petit Unwalla Variava Dotiwala Daruvala Jussawalla
Mistri Billimoria Chinoy Deboo Elavia Gandhy Hakim Jeejeebhoy Karanjia Pithawala Screwvala Talati Vajifdar Zaiwalla
    `,
  },
} as const satisfies Record<string, CommunityText>;
