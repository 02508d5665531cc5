/**
 * Names for mock Indian people, by community, so that a first name and a surname come from the same one (no
 * "Fatima Iyer"): common given names and surnames of each, written as people write them in English. A row's
 * community follows its state: the religion shares of the Census of India 2011 (C-01 tables, rounded), and otherwise
 * the state's own language group.
 */
/** A list written as one line of names separated by spaces. */
const words = (text: string): readonly string[] => text.split(' ');

export interface Community {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Surnames borne by one sex only (Sikh men are Singh, women Kaur): drawn half the time in place of `surnames`. */
  maleSurname?: string;
  femaleSurname?: string;
}

const north: Community = {
  male: words(
    'Amit Rahul Rohit Vikas Sanjay Rajesh Suresh Manoj Anil Sunil Deepak Ajay Vijay Ashok Ramesh Pankaj Alok Abhishek Ankit Saurabh Gaurav Nitin Vivek Manish Rakesh Arvind Pradeep Dinesh Mukesh Naveen Aditya Aman Harsh Kunal Rajat Shubham Yash Ravi Sachin Vinod',
  ),
  female: words(
    'Neha Pooja Priya Anjali Sunita Rekha Kavita Anita Seema Poonam Ritu Shweta Nidhi Swati Sapna Komal Jyoti Preeti Aarti Manisha Megha Shikha Suman Rashmi Sonal Divya Ankita Khushboo Sakshi Nisha',
  ),
  surnames: words(
    'Sharma Verma Gupta Singh Yadav Kumar Mishra Pandey Tiwari Srivastava Dubey Chauhan Agarwal Saxena Shukla Tripathi Rajput Jain Bansal Goyal Mittal Chaudhary Rathore Thakur Kushwaha Maurya Prajapati Sinha Jha Rai Bhatt Negi Rawat Bisht Malhotra Kapoor Khanna Arora Bhatia Sethi',
  ),
};

const west: Community = {
  male: words(
    'Sagar Sandeep Prasad Sachin Nilesh Mahesh Ganesh Santosh Tushar Swapnil Omkar Prathamesh Hardik Jignesh Bhavesh Ketan Chirag Nirav Parth Dhaval Mehul Hitesh Kaushik Rupesh Yogesh',
  ),
  female: words(
    'Snehal Pooja Priyanka Ashwini Madhuri Sayali Shraddha Vaishali Rupali Archana Hetal Krupa Nirali Bhavna Dhara Jinal Komal Falguni Mansi Pallavi',
  ),
  surnames: words(
    'Patil Deshmukh Kulkarni Joshi Jadhav Pawar Shinde Gaikwad Chavan More Deshpande Kale Salunkhe Bhosale Sawant Naik Patel Shah Mehta Desai Parikh Modi Trivedi Vyas Pandya Thakkar Chokshi Dave Solanki Parmar Rana',
  ),
};

const east: Community = {
  male: words(
    'Sourav Arindam Subhajit Debashis Abhijit Sayan Anirban Partha Soumya Tapas Biswajit Pritam Suman Indranil Rajdeep Subrata Bikash Prasanta Subhransu Bhaskar Pranjal Dhruba Manash',
  ),
  female: words(
    'Moumita Sreya Priyanka Rituparna Sudeshna Ananya Paromita Tanushree Riya Debjani Susmita Mousumi Sasmita Lipika Sanghamitra Pallabi Bidisha Nandini',
  ),
  surnames: words(
    'Das Chatterjee Banerjee Mukherjee Bose Ghosh Sen Dutta Roy Chakraborty Saha Bhattacharya Sarkar Mondal Paul Nayak Mohanty Patnaik Behera Sahoo Panda Pradhan Swain Barua Bora Gogoi Kalita Saikia Hazarika',
  ),
};

const tamil: Community = {
  male: words(
    'Karthik Senthil Murugan Arun Prakash Saravanan Balaji Vignesh Dinesh Ganesh Ramesh Manikandan Arjun Gokul Hari Vijay Selvam Rajkumar Elango Bharath',
  ),
  female: words(
    'Lakshmi Priya Divya Kavya Meena Revathi Deepa Anitha Sangeetha Geetha Saranya Nandhini Keerthana Gayathri Janani Vidhya Malathi Shanthi Kalaiselvi Abirami',
  ),
  surnames: words(
    'Iyer Iyengar Pillai Mudaliar Chettiar Gounder Nadar Thevar Raman Krishnan Subramanian Natarajan Rajendran Murugesan Sundaram Venkatesan Ramasamy Palanisamy Shanmugam Arumugam',
  ),
};

const telugu: Community = {
  male: words(
    'Srinivas Venkatesh Ravi Naresh Suresh Ramesh Mahesh Praveen Kiran Sai Chaitanya Harish Srikanth Vamsi Anil Raju Teja Nagarjuna Pavan Karthik',
  ),
  female: words(
    'Lakshmi Padma Sravani Swathi Anusha Bhavani Sirisha Keerthi Mounika Divya Haritha Sindhu Sunitha Madhavi Lavanya Tejaswini Pavani Sowmya',
  ),
  surnames: words('Reddy Rao Naidu Chowdary Varma Raju Goud Yadav Sastry Murthy Prasad Babu Setty Gupta Kumar'),
};

const kannada: Community = {
  male: words(
    'Manjunath Raghavendra Basavaraj Shivakumar Nagaraj Prashanth Girish Chethan Darshan Santosh Harsha Kiran Mohan Ravindra Sudeep Yogesh Naveen Vinay',
  ),
  female: words('Kavya Shruthi Pavithra Ramya Deepika Bhavya Chaitra Sahana Rashmi Sowmya Vidya Anusha Nandini Spoorthi Shilpa Roopa'),
  surnames: words('Gowda Shetty Hegde Rao Bhat Kamath Shenoy Pai Naik Kulkarni Patil Hiremath Murthy Acharya Prabhu'),
};

const malayalam: Community = {
  male: words(
    'Arun Anoop Sreejith Vishnu Rahul Ajith Manoj Sajeev Rajeev Pradeep Sandeep Vineeth Akhil Jithin Anand Hari Unnikrishnan Sreekumar',
  ),
  female: words('Anjali Aswathy Lakshmi Divya Reshma Sreeja Athira Arya Gopika Meera Parvathy Sruthi Neethu Remya Dhanya Sindhu'),
  surnames: words('Nair Menon Pillai Kurup Panicker Nambiar Warrier Namboodiri Varma Unnithan Kartha Thampi'),
};

const muslim: Community = {
  male: words(
    'Mohammed Mohammad Ahmed Abdul Imran Irfan Salman Faisal Arif Asif Sameer Shahid Rizwan Aamir Javed Iqbal Naveed Yusuf Zaid Farhan Tariq Wasim Rashid Junaid Adil Sohail Anwar Mustafa Hamza Zubair',
  ),
  female: words(
    'Fatima Ayesha Zainab Sana Sara Nazia Shabana Farzana Rukhsar Heena Nargis Yasmin Rubina Shaista Afreen Mehnaz Saba Tabassum Zoya Amreen Nusrat Salma Shazia Aliya',
  ),
  surnames: words(
    'Khan Ahmed Ali Shaikh Siddiqui Qureshi Ansari Syed Hussain Pathan Mirza Sheikh Rizvi Farooqui Malik Baig Rahman Hasan Beg Bukhari Naqvi Zaidi',
  ),
};

const christian: Community = {
  male: words(
    'Joseph John Thomas George Mathew Jacob Paul Peter Anthony Francis Sebastian Joshua Daniel Samuel Alex Jose Stephen Vincent Benny Shibu',
  ),
  female: words(
    'Mary Maria Anna Elizabeth Teresa Rose Grace Jessy Jincy Reena Sheeba Ancy Merlin Priscilla Sharon Beena Celine Stella Jancy',
  ),
  surnames: words(
    "D'Souza Fernandes Pereira Rodrigues D'Costa Pinto Lobo Dias Gomes Mascarenhas Thomas Joseph Mathew Varghese Kurian Chacko Abraham Philip Cherian Sangma Marak Lyngdoh Syiem",
  ),
};

const sikh: Community = {
  male: words(
    'Gurpreet Harpreet Jaspreet Manpreet Amandeep Gurdeep Harjeet Kuldeep Jaswinder Sukhwinder Paramjit Baljit Ranjit Navjot Gurjeet Inderjit Sarabjit Hardeep Lakhwinder Satnam',
  ),
  female: words(
    'Gurpreet Harpreet Jaspreet Manpreet Simran Navneet Kiranjeet Rajwinder Amanpreet Sukhpreet Harleen Jasleen Gurleen Parminder Baljeet Mandeep',
  ),
  surnames: words('Gill Sandhu Sidhu Dhillon Grewal Brar Bajwa Randhawa Virk Cheema Bains Sekhon Chahal Aulakh Mann Bedi Ahluwalia Johal'),
  maleSurname: 'Singh',
  femaleSurname: 'Kaur',
};

export const COMMUNITIES = { north, west, east, tamil, telugu, kannada, malayalam, muslim, christian, sikh } as const;
export type CommunityName = keyof typeof COMMUNITIES;

/** Each state's own language group, for the share of people not counted as Muslim, Christian or Sikh. */
const HOME: Readonly<Record<string, CommunityName>> = {
  'Andhra Pradesh': 'telugu',
  Telangana: 'telugu',
  Karnataka: 'kannada',
  Kerala: 'malayalam',
  Lakshadweep: 'malayalam',
  'Tamil Nadu': 'tamil',
  Puducherry: 'tamil',
  Maharashtra: 'west',
  Gujarat: 'west',
  Goa: 'west',
  'Dadra and Nagar Haveli and Daman and Diu': 'west',
  'West Bengal': 'east',
  Odisha: 'east',
  Assam: 'east',
  Tripura: 'east',
  Manipur: 'east',
  Sikkim: 'east',
  'Arunachal Pradesh': 'east',
  Meghalaya: 'east',
  Nagaland: 'east',
  Mizoram: 'east',
  'Andaman and Nicobar Islands': 'east',
};

/** Census 2011 shares of Muslims, Christians and Sikhs where they differ much from India's (14.2 %, 2.3 %, 1.7 %). */
const RELIGION_SHARES: Readonly<Record<string, readonly [muslim: number, christian: number, sikh: number]>> = {
  Punjab: [0.019, 0.013, 0.577],
  Chandigarh: [0.048, 0.008, 0.138],
  Haryana: [0.07, 0.002, 0.049],
  Delhi: [0.129, 0.009, 0.034],
  'Jammu and Kashmir': [0.683, 0.003, 0.019],
  Ladakh: [0.462, 0.003, 0.003],
  Kerala: [0.266, 0.183, 0],
  Lakshadweep: [0.967, 0.005, 0],
  Goa: [0.083, 0.252, 0.001],
  Nagaland: [0.025, 0.879, 0.001],
  Mizoram: [0.014, 0.872, 0],
  Meghalaya: [0.044, 0.747, 0.001],
  Manipur: [0.084, 0.413, 0.001],
  'Arunachal Pradesh': [0.019, 0.302, 0.002],
  'Andaman and Nicobar Islands': [0.084, 0.212, 0.003],
  Assam: [0.342, 0.037, 0.001],
  'West Bengal': [0.27, 0.007, 0.001],
  'Uttar Pradesh': [0.192, 0.002, 0.003],
  Bihar: [0.169, 0.001, 0],
  Jharkhand: [0.145, 0.043, 0.002],
  Uttarakhand: [0.139, 0.004, 0.023],
  Karnataka: [0.129, 0.019, 0],
  Telangana: [0.127, 0.013, 0],
  'Tamil Nadu': [0.059, 0.062, 0],
  Maharashtra: [0.115, 0.01, 0.002],
  Gujarat: [0.097, 0.005, 0.001],
  Rajasthan: [0.091, 0.001, 0.013],
  Tripura: [0.086, 0.042, 0],
  Sikkim: [0.016, 0.099, 0.003],
  Puducherry: [0.061, 0.063, 0],
};
const INDIA_SHARES = [0.142, 0.023, 0.017] as const;

/** The communities of a state's people with their weights: Muslims, Christians and Sikhs by census share, the rest its language group. */
export function communityWeights(state: string): ReadonlyArray<{ value: CommunityName; weight: number }> {
  const [muslimShare, christianShare, sikhShare] = RELIGION_SHARES[state] ?? INDIA_SHARES;
  const weights: Array<{ value: CommunityName; weight: number }> = [
    { value: 'muslim', weight: muslimShare },
    { value: 'christian', weight: christianShare },
    { value: 'sikh', weight: sikhShare },
    { value: HOME[state] ?? 'north', weight: 1 - muslimShare - christianShare - sikhShare },
  ];
  return weights.filter(({ weight }) => weight > 0);
}
