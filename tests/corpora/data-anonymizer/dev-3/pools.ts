// Hand-written pools (names, places, look-alikes) and PII value generators.
// All lists below were typed from the author's own knowledge for this corpus.
import {
  L, LSeg, Kind, pick, pickW, chance, ri, digits, pad, verhoeffDigit, verhoeffValid,
  luhnDigit, luhnValid, gstinCheckChar, Seg,
} from './lib';

const sp = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

// ================================================================ people
export type Comm =
  | 'hindi' | 'punjabi' | 'sikh' | 'marathi' | 'gujarati' | 'bengali' | 'odia' | 'assamese'
  | 'tamil' | 'telugu' | 'kannada' | 'malayali' | 'kchristian' | 'muslim' | 'kashmiri'
  | 'parsi' | 'goan' | 'sikkim' | 'mizo' | 'khasi' | 'manipuri' | 'naga' | 'arunachal';

// Latin|Devanagari pairs for the Hindi belt
const pairs = (s: string) => sp(s).map((x) => x.split('|') as [string, string]);
const HI_M = pairs(`Ramesh|रमेश, Suresh|सुरेश, Rajesh|राजेश, Mahesh|महेश, Anil|अनिल, Sunil|सुनील, Vijay|विजय,
 Sanjay|संजय, Ajay|अजय, Amit|अमित, Rohit|रोहित, Rahul|राहुल, Vikas|विकास, Manoj|मनोज, Pankaj|पंकज, Deepak|दीपक,
 Ashok|अशोक, Arvind|अरविंद, Naveen|नवीन, Gaurav|गौरव, Nitin|नितिन, Vivek|विवेक, Dinesh|दिनेश, Mukesh|मुकेश,
 Rakesh|राकेश, Yogesh|योगेश, Prem|प्रेम, Anand|आनंद, Sagar|सागर, Raja|राजा, Shyam|श्याम, Gopal|गोपाल,
 Ram Prasad|राम प्रसाद, Devendra|देवेंद्र, Jitendra|जितेंद्र, Pawan|पवन, Hemant|हेमंत, Lalit|ललित, Santosh|संतोष,
 Suraj|सूरज, Kartik|कार्तिक, Shravan|श्रवण, Kiran|किरण, Munna|मुन्ना, Bablu|बबलू, Chhotelal|छोटेलाल, Ramdeen|रामदीन,
 Banwari Lal|बनवारी लाल, Roshan|रोशन, Umesh|उमेश, Brijesh|बृजेश, Alok|आलोक, Saurabh|सौरभ, Abhishek|अभिषेक,
 Harish|हरीश, Vishal|विशाल, Akash|आकाश, Ankit|अंकित, Mohit|मोहित, Sumit|सुमित, Tarun|तरुण, Lakhan|लखन, Girish|गिरीश,
 Omprakash|ओमप्रकाश, Rajkumar|राजकुमार, Shivam|शिवम, Aarav|आरव, Vihaan|विहान, Ayush|आयुष, Harsh|हर्ष, Kamlesh|कमलेश`);
const HI_F = pairs(`Sunita|सुनीता, Anita|अनीता, Kavita|कविता, Savita|सविता, Geeta|गीता, Seema|सीमा, Rekha|रेखा, Neha|नेहा,
 Pooja|पूजा, Priya|प्रिया, Asha|आशा, Usha|उषा, Nisha|निशा, Meena|मीना, Reena|रीना, Sarita|सरिता, Mamta|ममता,
 Kiran|किरण, Anjali|अंजलि, Shweta|श्वेता, Jyoti|ज्योति, Poonam|पूनम, Suman|सुमन, Kamla|कमला, Shanti|शांति,
 Radha|राधा, Lakshmi|लक्ष्मी, Vaishali|वैशाली, Rohini|रोहिणी, Ganga|गंगा, Jamuna|जमुना, Khushi|खुशी, Babita|बबीता,
 Pinki|पिंकी, Guddi|गुड्डी, Sona|सोना, Chanda|चंदा, Kusum|कुसुम, Urmila|उर्मिला, Saroj|सरोज, Pushpa|पुष्पा,
 Ritu|रितु, Preeti|प्रीति, Sapna|सपना, Manisha|मनीषा, Sangeeta|संगीता, Aarti|आरती, Komal|कोमल, Neelam|नीलम,
 Sushila|सुशीला, Vandana|वंदना, Ananya|अनन्या, Diya|दिया, Ishita|इशिता, Tanvi|तन्वी, Madhu|मधु, Heera|हीरा`);
const HI_S = pairs(`Sharma|शर्मा, Verma|वर्मा, Gupta|गुप्ता, Yadav|यादव, Singh|सिंह, Mishra|मिश्रा, Tiwari|तिवारी,
 Pandey|पांडेय, Chauhan|चौहान, Kumar|कुमार, Prajapati|प्रजापति, Maurya|मौर्य, Jain|जैन, Agarwal|अग्रवाल,
 Chaudhary|चौधरी, Rathore|राठौर, Soni|सोनी, Kushwaha|कुशवाहा, Dubey|दुबे, Shukla|शुक्ला, Tripathi|त्रिपाठी,
 Srivastava|श्रीवास्तव, Saxena|सक्सेना, Rajput|राजपूत, Pal|पाल, Nishad|निषाद, Paswan|पासवान, Gautam|गौतम,
 Thakur|ठाकुर, Rawat|रावत, Negi|नेगी, Bisht|बिष्ट, Bansal|बंसल, Goyal|गोयल, Mittal|मित्तल, Rastogi|रस्तोगी,
 Bhatnagar|भटनागर, Kashyap|कश्यप, Dwivedi|द्विवेदी, Awasthi|अवस्थी, Lodhi|लोधी, Meena|मीणा, Solanki|सोलंकी`);
const HI_SF = pairs('Devi|देवी, Kumari|कुमारी');
const HI_MID = pairs('Kumar|कुमार, Prasad|प्रसाद, Lal|लाल, Nath|नाथ, Chandra|चंद्र, Narayan|नारायण, Pratap|प्रताप, Kant|कांत');
export const DEVA: Record<string, string> = {};
for (const [a, b] of [...HI_M, ...HI_F, ...HI_S, ...HI_SF, ...HI_MID]) DEVA[a] = b;
Object.assign(DEVA, {
  'Dwarka Prasad': 'द्वारका प्रसाद', 'Kashi Nath': 'काशी नाथ', 'Ayodhya Prasad': 'अयोध्या प्रसाद',
  'Mathura Prasad': 'मथुरा प्रसाद', Narmada: 'नर्मदा', Kaveri: 'कावेरी', Godavari: 'गोदावरी',
  Happy: 'हैप्पी', Sunny: 'सनी', Lovely: 'लवली', Baby: 'बेबी', Moti: 'मोती', Basant: 'बसंत', Sawan: 'सावन',
  Chaitra: 'चैत्रा', Rose: 'रोज़', Joy: 'जॉय', Kaur: 'कौर', Malhotra: 'मल्होत्रा', Arora: 'अरोड़ा',
});

const C: Record<string, { m: string[]; f: string[]; s: string[]; x?: string[]; y?: string[] }> = {
  hindi: { m: HI_M.map((x) => x[0]), f: HI_F.map((x) => x[0]), s: HI_S.map((x) => x[0]) },
  punjabi: {
    m: sp('Rohit, Sahil, Karan, Varun, Nikhil, Rajiv, Ashwani, Vinod, Sunny, Happy, Bunty, Gagan, Sandeep, Rajan, Ashish, Manish, Deepak'),
    f: sp('Simran, Neha, Ritika, Sonia, Pooja, Meenu, Happy, Dolly, Reema, Shivani, Lovely, Kanika, Nidhi, Payal, Honey'),
    s: sp('Malhotra, Khanna, Kapoor, Arora, Sethi, Chadha, Kohli, Bedi, Ahluwalia, Anand, Bhalla, Talwar, Sachdeva, Mehra, Duggal, Bajaj, Suri, Narang, Dhawan, Chopra'),
  },
  sikh: {
    m: sp('Gurpreet, Harpreet, Jaspreet, Manpreet, Kuldeep, Balwinder, Sukhwinder, Paramjit, Amarjeet, Navjot, Harjinder, Jagdeep, Ajmer, Gurdev, Hardev, Inderjit, Tejinder, Satnam, Rajinder, Kulwant, Jasbir, Gurmeet'),
    f: sp('Harpreet, Jasleen, Manpreet, Gurleen, Rajvinder, Simranjeet, Navneet, Amandeep, Kulwinder, Parminder, Jaswinder, Baljeet, Sukhpreet, Gurpreet, Harleen'),
    s: sp('Gill, Sandhu, Sidhu, Dhillon, Grewal, Bajwa, Randhawa, Brar, Virk, Cheema, Aulakh, Mann, Bains, Sekhon, Toor, Johal, Dhaliwal'),
  },
  marathi: {
    m: sp('Sachin, Prashant, Sandeep, Mangesh, Ganesh, Sameer, Aniket, Tushar, Omkar, Pratik, Shrikant, Dattatray, Vitthal, Sagar, Nilesh, Rohan, Swapnil, Kedar, Prakash, Anand, Mahadev'),
    f: sp('Snehal, Pallavi, Madhuri, Sayali, Ashwini, Vaishali, Shubhangi, Rutuja, Manasi, Prajakta, Sushma, Smita, Mrunal, Gauri, Archana, Asha, Kiran, Rohini'),
    s: sp('Patil, Deshmukh, Kulkarni, Joshi, Jadhav, Pawar, Shinde, Gaikwad, Kale, More, Deshpande, Apte, Gokhale, Bhosale, Salunkhe, Chavan, Kadam, Thorat, Wagh, Ghorpade, Sawant, Naik, Phadke, Karandikar, Mane, Londhe'),
  },
  gujarati: {
    m: sp('Hitesh, Jignesh, Bhavesh, Mitesh, Paresh, Nilesh, Chirag, Ketan, Dhaval, Harsh, Jayesh, Kalpesh, Rakesh, Tejas, Parth, Anand, Mehul, Viral'),
    f: sp('Hetal, Krupa, Dhara, Komal, Foram, Nirali, Jalpa, Bhavna, Riddhi, Kinjal, Urvashi, Daxa, Hina, Sejal, Vaishali, Khushbu, Twinkle'),
    s: sp('Patel, Shah, Mehta, Desai, Trivedi, Parekh, Chauhan, Solanki, Thakkar, Bhatt, Vyas, Panchal, Joshi, Gandhi, Doshi, Sanghvi, Kothari, Rana, Parmar, Modi, Amin, Dave'),
  },
  bengali: {
    m: sp('Sourav, Arnab, Subhajit, Debashis, Partha, Tanmoy, Indranil, Abhijit, Sayan, Rajarshi, Anirban, Soumik, Biswajit, Kaushik, Joy, Prasenjit, Dipankar, Sagar, Tapas'),
    f: sp('Ananya, Moumita, Sayantani, Rituparna, Paromita, Sreya, Tanushree, Debjani, Mousumi, Piyali, Sharmistha, Oindrila, Rupa, Sudeshna, Chandrani, Rumki, Mithu'),
    s: sp('Banerjee, Chatterjee, Mukherjee, Ganguly, Bose, Ghosh, Das, Dutta, Sen, Sengupta, Bhattacharya, Chakraborty, Roy, Mitra, Majumdar, Basu, Saha, Pal, Mondal, Sarkar, Biswas, Haldar, Nandi'),
    x: sp('Kumar, Chandra, Nath, Ranjan, Prasad, Shankar'),
  },
  odia: {
    m: sp('Pradeep, Bikash, Debasish, Manas, Soumya Ranjan, Smruti Ranjan, Sibaram, Prasanta, Ashutosh, Chittaranjan, Jagannath, Biswajit, Saroj, Rakesh, Subrat, Sudhansu'),
    f: sp('Subhashree, Sasmita, Jyotirmayee, Lipika, Itishree, Sanghamitra, Mamata, Bijayalaxmi, Sunanda, Priyanka, Snigdha, Rashmita, Pragyan, Swagatika, Monalisa'),
    s: sp('Mohanty, Mishra, Panda, Pattnaik, Swain, Sahoo, Behera, Nayak, Mohapatra, Dash, Jena, Rout, Pradhan, Samal, Parida, Sethy, Biswal, Tripathy'),
  },
  assamese: {
    m: sp('Bhaskar, Pranjal, Dhrubajyoti, Bitopan, Rupjyoti, Hiranya, Manash, Partha Pratim, Nayanjyoti, Kaushik, Jintu, Bikram, Diganta, Utpal'),
    f: sp('Jahnavi, Nilakshi, Pallabi, Dipanwita, Anamika, Bornali, Rimjhim, Kakoli, Priyanka, Mridusmita, Chayanika, Gitanjali, Jonali'),
    s: sp('Bora, Baruah, Gogoi, Hazarika, Saikia, Kalita, Deka, Phukan, Borthakur, Kakati, Medhi, Sarmah, Bhuyan, Nath, Choudhury, Rajkhowa, Konwar'),
  },
  tamil: {
    m: sp('Murugan, Senthil, Karthik, Arun, Saravanan, Balaji, Vignesh, Prakash, Ganesan, Anbu, Kumaravel, Selvam, Ramasamy, Sundaram, Manikandan, Palani, Velu, Dinesh, Raghav, Ilango, Rajendran, Subramanian, Venkatesan'),
    f: sp('Selvi, Kavitha, Lakshmi, Meenakshi, Revathi, Deepa, Priya, Jayanthi, Malar, Tamilselvi, Gayathri, Sangeetha, Nithya, Kalaivani, Saranya, Padma, Kaveri, Thenmozhi, Vasanthi, Anitha'),
    s: sp('Iyer, Iyengar, Pillai, Chettiar, Mudaliar, Nadar, Gounder'),
  },
  telugu: {
    m: sp('Srinivas, Ramana, Ravi Teja, Sai Kiran, Suresh Babu, Prasad, Venkatesh, Mahesh, Kishore, Chaitanya, Sudheer, Anil Kumar, Raghu, Harish, Murali, Krishna Mohan, Phani'),
    f: sp('Naga Lakshmi, Padmaja, Sravani, Swathi, Bhavani, Anusha, Lakshmi Prasanna, Sirisha, Sowjanya, Madhavi, Haritha, Keerthi, Divya, Tejaswini, Sailaja'),
    s: sp('Kondapalli, Gollapudi, Pothineni, Bandaru, Vemula, Kotha, Jonnalagadda, Mandava, Peddireddy, Yarlagadda, Chilukuri, Gudivada, Tummala, Nallamothu, Kancharla, Ravuri, Duvvuri, Bollineni'),
    x: sp('Venkata, Naga, Sai, Siva, Satya, Rama'),
    y: sp('Reddy, Naidu, Rao, Chowdary, Varma, Raju, Goud'),
  },
  kannada: {
    m: sp('Manjunath, Shivakumar, Nagaraj, Raghavendra, Chandrashekar, Basavaraj, Prakash, Mahesh, Girish, Santosh, Puneeth, Kiran, Vinay, Mallikarjun, Sharath, Anand'),
    f: sp('Savitha, Shobha, Pushpa, Sowmya, Kavya, Ramya, Shwetha, Asha, Bhagya, Nandini, Roopa, Vidya, Sahana, Chaitra, Deepa, Rekha'),
    s: sp('Gowda, Hegde, Shetty, Rao, Bhat, Kamath, Pai, Nayak, Kulkarni, Patil, Murthy, Shastry, Hiremath, Angadi, Acharya, Poojary'),
  },
  malayali: {
    m: sp('Anoop, Sreejith, Vineeth, Ajith, Rajeev, Sreekumar, Jithin, Arjun, Vishnu, Akhil, Midhun, Sarath, Unnikrishnan, Gopakumar, Hari, Sajeev'),
    f: sp('Lekshmi, Divya, Anjana, Reshma, Aswathy, Sreelakshmi, Athira, Arya, Gopika, Parvathy, Sreeja, Remya, Sindhu, Anupama, Asha'),
    s: sp('Nair, Menon, Pillai, Kurup, Panicker, Namboothiri, Warrier, Nambiar, Varma, Kartha, Unnithan'),
  },
  kchristian: {
    m: sp('Jomon, Binu, Shibu, Tomy, Jijo, Siju, Sunny, Joy, Babu, Kurian, Mathew, Thomas, George, Jacob, Abraham, Eapen, Cherian, Alex, Bijoy, Roy'),
    f: sp('Ancy, Jincy, Bincy, Shiny, Mariamma, Annamma, Aleyamma, Sosamma, Teena, Liji, Rose, Mercy, Daisy, Preethy, Reshmi, Blessy'),
    s: sp('Varghese, Thomas, Kurian, Chacko, Mathew, Joseph, George, Jacob, Abraham, Cherian, Philip, John, Mathai, Eapen, Oommen, Koshy, Paul'),
    x: sp('Puthenpurayil, Kallarakkal, Thekkekara, Vadakkedath, Kizhakkethil, Mannil, Edathil, Palathingal'),
  },
  muslim: {
    m: sp('Irfan, Salim, Rafiq, Faisal, Zubair, Shahid, Sameer, Aamir, Arshad, Nadeem, Javed, Wasim, Asif, Tariq, Sajid, Imtiaz, Naushad, Rizwan, Shoaib, Aftab, Anwar, Khalid, Yusuf, Abdul Rahman, Abdul Kareem, Abdul Rashid, Raja'),
    f: sp('Tabassum, Farah, Shabana, Rukhsar, Nazia, Ayesha, Fatima, Zainab, Sana, Heena, Rubina, Mehjabeen, Nasreen, Shaheen, Afreen, Saba, Zoya, Gulnaz, Shagufta, Yasmin, Khushi'),
    s: sp('Khan, Shaikh, Ansari, Qureshi, Siddiqui, Syed, Pathan, Mirza, Hashmi, Rizvi, Naqvi, Baig, Farooqui, Choudhury, Sheikh, Malik, Hussain, Usmani, Kazmi'),
    x: sp('Mohammed, Mohd., Md., Syed, Sk.'),
    y: sp('Bano, Parveen, Khatoon, Begum'),
  },
  kashmiri: {
    m: sp('Mudasir, Showkat, Tariq, Irfan, Bilal, Sajad, Rouf, Aijaz, Shabir, Umar, Zahoor, Mushtaq, Sanjay, Ashwini, Rakesh, Vinod, Rohit'),
    f: sp('Insha, Iqra, Mehvish, Rifat, Shazia, Nusrat, Ruqaya, Saima, Neerja, Shalini, Meenakshi, Mona, Rekha'),
    s: sp('Wani, Dar, Lone, Mir, Bhat, Shah, Ganai, Sheikh, Rather, Malik, Parray, Kaul, Raina, Tickoo, Dhar, Zutshi, Handoo, Mattoo, Koul, Pandita, Razdan'),
    x: sp('Ahmad, Rashid, Hussain, Ahmed, Majeed'),
  },
  parsi: {
    m: sp('Cyrus, Rustom, Jehangir, Farokh, Behram, Kaizad, Zubin, Dinshaw, Hormuz, Darius, Percy, Kersi, Jamshed, Adil, Nariman, Burjor'),
    f: sp('Perizad, Roshni, Shireen, Khushnoo, Delnaz, Freny, Zenobia, Dilnavaz, Arnavaz, Mahrukh, Havovi, Shernaz, Tanaz, Villoo'),
    s: sp('Irani, Mistry, Engineer, Contractor, Batliwala, Daruwala, Bharucha, Dastur, Patel, Vakil, Sethna, Dalal, Doctor, Kapadia, Lalkaka, Bilimoria, Writer, Merchant, Pochkhanawala'),
  },
  goan: {
    m: sp('Anthony, Francis, Joseph, Savio, Agnelo, Cajetan, Rosario, Xavier, Valentine, Sebastian, Felix, Menino, Caetano, Ivo, Wilson, Joaquim'),
    f: sp('Lourdes, Maria, Rose, Flavia, Sheryl, Glenda, Precy, Socorro, Conceicao, Fatima, Cynthia, Joanita, Priscilla, Velanie, Joy'),
    s: sp("Fernandes, D'Souza, D'Costa, Pereira, Rodrigues, Gomes, Pinto, Coutinho, Noronha, Menezes, Furtado, Lobo, Almeida, Colaco, D'Mello, Vaz, Dias, Sequeira, Fonseca, Cardozo, Carvalho, Barreto"),
  },
  sikkim: {
    m: sp('Pema, Karma, Dawa, Mingma, Tenzing, Sonam, Norbu, Nima, Pasang, Ugen, Dorjee, Phurba'),
    f: sp('Pema, Karma, Dolma, Diki, Yangchen, Sonam, Tshering, Ongmu, Pasang, Chimi, Lhamu'),
    s: sp('Bhutia, Lepcha, Sherpa, Tamang, Gurung, Rai, Subba, Limboo, Lama'),
    x: sp('Wangchuk, Tshering, Dorjee, Gyatso, Norbu, Wangdi'),
    y: sp('Doma, Lhamu, Tshering, Yangzom, Choden'),
  },
  mizo: {
    m: sp('Lalremruata, Vanlalruata, Lalnunmawia, Lalrinawma, Zothansanga, Lalhmingliana, Malsawmtluanga, Vanlalhriata, Lalbiakzuala, Laldinliana'),
    f: sp('Lalthanpuii, Zothanpari, Lalrinpuii, Laldinpuii, Vanlalhriatpuii, Lalhmangaihi, Zonunmawii, Malsawmzuali, Lalrempuii'),
    s: [],
  },
  khasi: {
    m: sp('Banteilang, Kynsai, Badaplin, Baiakmenlang, Ibakordor, Riwan, Dasuklang, Wanshan, Donbok, Shaniah'),
    f: sp('Ibanylla, Daphisha, Phidalin, Wansalan, Bashisha, Ibandari, Larisa, Dapbiang, Iaishah'),
    s: sp('Lyngdoh, Kharkongor, Syiemlieh, Marbaniang, Nongrum, Sohtun, Kharbuli, Wahlang, Nongbri, Lyngwa, Mawlong, Kharshiing, Rymbai'),
  },
  manipuri: {
    m: sp('Ibomcha, Romen, Tomba, Ibohal, Sanajaoba, Premjit, Bikramjit, Naoba, Ibungo, Herojit'),
    f: sp('Sanatombi, Bidyarani, Memcha, Ibemhal, Thoibi, Sanahanbi, Linthoi, Bembem, Ranjita, Ngambi'),
    s: sp('Laishram, Ningthoujam, Thoudam, Khumanthem, Oinam, Konthoujam, Yumnam, Sorokhaibam, Wahengbam, Heisnam, Akoijam, Moirangthem, Huidrom, Thokchom'),
  },
  naga: {
    m: sp('Temsu, Imtisunep, Kevizo, Bendang, Moatoshi, Vikuo, Khekiho, Neikedo, Along, Toshi'),
    f: sp('Sentila, Akumla, Watila, Khrievinuo, Vizonuo, Lanusangla, Imlila, Neikuonuo, Alemla'),
    s: sp('Longkumer, Jamir, Ao, Angami, Sema, Lotha, Chang, Konyak, Kikon, Yanthan, Imchen, Walling'),
  },
  arunachal: {
    m: sp('Tagam, Yalung, Tago, Yapa, Obang, Yaji, Tajo, Kamin, Tadar'),
    f: sp('Rita, Yami, Aruni, Yamang, Opi, Yater, Mamang'),
    s: sp('Nabam, Tage, Tana, Bamang, Techi, Kipa, Likha, Taba, Gyati, Hage, Nabam'),
  },
};

export interface Person {
  c: Comm; g: 'm' | 'f';
  first: string; middle?: string; last?: string;
  full: string;
  inits: [string, string];
  dFirst?: string; dLast?: string; dFull?: string;
  mob?: string; dob?: [number, number, number]; mail?: string;
}

const COMM_W: [Comm, number][] = [
  ['hindi', 26], ['punjabi', 5], ['sikh', 5], ['marathi', 7], ['gujarati', 6], ['bengali', 6], ['odia', 3],
  ['assamese', 3], ['tamil', 7], ['telugu', 6], ['kannada', 5], ['malayali', 4], ['kchristian', 3],
  ['muslim', 9], ['kashmiri', 2], ['parsi', 2], ['goan', 3], ['sikkim', 1], ['mizo', 1], ['khasi', 1],
  ['manipuri', 1], ['naga', 1], ['arunachal', 1],
];
const UPPER = 'ABCDEGHJKMNPRSTV';

export function withDeva(p: Person) {
  p.dFirst = p.dLast = p.dFull = undefined;
  const parts = [p.first, p.middle, p.last].filter(Boolean) as string[];
  if (parts.every((x) => DEVA[x])) {
    p.dFirst = DEVA[p.first];
    p.dLast = p.last ? DEVA[p.last] : undefined;
    p.dFull = parts.map((x) => DEVA[x]).join(' ');
  }
  return p;
}

export function person(c?: Comm, g?: 'm' | 'f'): Person {
  if (!c && !g && chance(0.1)) return specialPerson(chance(0.6) ? 'word' : 'place');
  c = c ?? pickW(COMM_W);
  g = g ?? (chance(0.5) ? 'm' : 'f');
  const d = C[c];
  let first = pick(g === 'm' ? d.m : d.f);
  let middle: string | undefined;
  let last: string | undefined = d.s.length ? pick(d.s) : undefined;
  let full = '';
  let inits: [string, string] = [pick(UPPER.split('')), (last ?? pick(UPPER.split(''))).charAt(0)];
  switch (c) {
    case 'hindi':
      if (g === 'f' && chance(0.2)) last = pick(HI_SF)[0];
      if (g === 'm' && chance(0.15)) middle = pick(HI_MID)[0];
      if (g === 'f' && chance(0.05)) middle = 'Kumari';
      break;
    case 'sikh':
      middle = g === 'm' ? 'Singh' : 'Kaur';
      if (chance(0.4)) { last = middle; middle = undefined; }
      break;
    case 'marathi': case 'gujarati':
      if (chance(0.35)) middle = pick(C[c].m.filter((x) => x !== first));
      break;
    case 'bengali':
      if (g === 'm' && chance(0.3)) middle = pick(d.x!);
      break;
    case 'tamil':
      if (chance(0.75)) last = pick(d.m);
      inits = [pick(UPPER.split('')), last!.charAt(0)];
      break;
    case 'telugu': {
      if (chance(0.35)) middle = pick(d.x!);
      const r = ri(1, 10);
      if (r <= 5) full = [last, middle, first].filter(Boolean).join(' ');
      else if (r <= 8) { last = pick(d.y!); full = [middle, first, last].filter(Boolean).join(' '); }
      else { const caste = pick(d.y!); full = [last, middle, first, caste].filter(Boolean).join(' '); }
      inits = [pick(UPPER.split('')), last!.charAt(0)];
      break;
    }
    case 'kannada': case 'malayali':
      inits = [pick(UPPER.split('')), pick(UPPER.split(''))];
      if (chance(0.25)) full = `${first} ${inits[1]}. ${last}`;
      break;
    case 'kchristian':
      if (chance(0.2)) full = `${pick(d.x!)} ${first} ${last}`;
      break;
    case 'muslim': {
      if (g === 'm') {
        const r = ri(1, 10);
        if (r <= 3) middle = undefined, full = `${pick(d.x!)} ${first} ${last}`;
        else if (r === 4) { full = `Syed Mohammed ${first}`; last = 'Syed'; }
        else if (r === 5) full = `Mohammed ${first} ${last}`;
      } else if (chance(0.35)) last = pick(d.y!);
      break;
    }
    case 'kashmiri':
      if (g === 'm' && chance(0.5) && !['Sanjay', 'Ashwini', 'Rakesh', 'Vinod', 'Rohit'].includes(first)) middle = pick(d.x!);
      break;
    case 'parsi': case 'goan':
      if (chance(0.35)) middle = pick(c === 'goan' ? (g === 'm' ? d.m : d.f) : d.m);
      if (middle === first) middle = undefined;
      break;
    case 'sikkim':
      if (chance(0.6)) middle = pick(g === 'm' ? d.x! : d.y!);
      break;
    case 'mizo':
      last = undefined;
      inits = [pick('CHRKPVFT'.split('')), pick('CHRKPVFT'.split(''))];
      if (chance(0.4)) full = `${inits[1]}. ${first}`;
      break;
    case 'manipuri':
      full = `${last} ${first} ${g === 'm' ? 'Singh' : pick(['Devi', 'Chanu'])}`;
      break;
    case 'arunachal':
      full = `${last} ${first}`;
      break;
  }
  if (!full) full = [first, middle, last].filter(Boolean).join(' ');
  const p: Person = { c, g, first, middle, last, full, inits };
  return c === 'hindi' ? withDeva(p) : p;
}

/** a person whose given name is also an ordinary word */
const WORD_NAMES: [string, 'm' | 'f'][] = [
  ['Asha', 'f'], ['Kiran', 'f'], ['Kiran', 'm'], ['Deepak', 'm'], ['Pooja', 'f'], ['Sunny', 'm'], ['Happy', 'm'],
  ['Happy', 'f'], ['Rose', 'f'], ['Joy', 'm'], ['Prem', 'm'], ['Sagar', 'm'], ['Anand', 'm'], ['Raja', 'm'],
  ['Suraj', 'm'], ['Khushi', 'f'], ['Roshan', 'm'], ['Sona', 'f'], ['Chanda', 'f'], ['Heera', 'f'], ['Moti', 'm'],
  ['Baby', 'f'], ['Lovely', 'f'], ['Shanti', 'f'], ['Jyoti', 'f'], ['Pushpa', 'f'], ['Madhu', 'f'], ['Basant', 'm'],
  ['Sawan', 'm'], ['Chaitra', 'f'], ['Kartik', 'm'], ['Shravan', 'm'], ['Suman', 'f'], ['Raja', 'm'],
];
const PLACE_NAMES: [string, 'm' | 'f'][] = [
  ['Vaishali', 'f'], ['Rohini', 'f'], ['Anand', 'm'], ['Dwarka Prasad', 'm'], ['Kashi Nath', 'm'], ['Ganga', 'f'],
  ['Jamuna', 'f'], ['Kaveri', 'f'], ['Narmada', 'f'], ['Sagar', 'm'], ['Godavari', 'f'], ['Ayodhya Prasad', 'm'],
  ['Mathura Prasad', 'm'],
];
export function specialPerson(kind: 'word' | 'place'): Person {
  const [n, g] = pick(kind === 'word' ? WORD_NAMES : PLACE_NAMES);
  const c: Comm = pickW([['hindi', 6], ['punjabi', 2], ['kannada', 1], ['marathi', 1], ['gujarati', 1], ['kchristian', n === 'Rose' || n === 'Joy' || n === 'Sunny' ? 4 : 0]]);
  const p = person(c, g);
  p.first = n;
  p.middle = undefined;
  const single = c === 'hindi' && chance(0.25);
  p.last = single ? undefined : (p.last ?? pick(C.hindi.s));
  p.full = p.last ? `${n} ${p.last}` : n;
  p.dFirst = p.dLast = p.dFull = undefined;
  if (c === 'hindi' && DEVA[n] && (!p.last || DEVA[p.last])) { p.dFirst = DEVA[n]; p.dLast = p.last ? DEVA[p.last] : undefined; p.dFull = p.dLast ? `${p.dFirst} ${p.dLast}` : p.dFirst; }
  return p;
}
export const wordPerson = () => specialPerson('word');
export const placePerson = () => specialPerson('place');
export const hindiPerson = (g?: 'm' | 'f') => person('hindi', g);

export type NS =
  | 'full' | 'first' | 'last' | 'fl' | 'comma' | 'upper' | 'lower' | 'lowerFirst' | 'upperFirst'
  | 'initFirst' | 'initsDotFirst' | 'firstInits' | 'initNoDotFirst' | 'firstLastInit' | 'initLast' | 'initsLast'
  | 'deva' | 'devaFirst' | 'devaLast';

export function nameStr(p: Person, st: NS = 'full'): string {
  const last = p.last ?? p.first;
  switch (st) {
    case 'full': return p.full;
    case 'first': return p.first;
    case 'last': return last;
    case 'fl': return p.last ? `${p.first} ${p.last}` : p.full;
    case 'comma':
      if (!p.last || ['Bano', 'Parveen', 'Khatoon', 'Begum', 'Devi', 'Kumari', 'Chanu'].includes(p.last)) return p.full;
      if (p.c === 'telugu') return `${p.last}, ${[p.middle, p.first].filter(Boolean).join(' ')}`;
      return `${p.last}, ${p.first}${p.middle && !['Singh', 'Kaur'].includes(p.middle) ? ' ' + p.middle : ''}`;
    case 'upper': return p.full.toUpperCase();
    case 'lower': return p.full.toLowerCase();
    case 'upperFirst': return p.first.toUpperCase();
    case 'lowerFirst': return p.first.toLowerCase();
    case 'initFirst': return `${p.inits[1]}. ${p.first}`;
    case 'initsDotFirst': return `${p.inits[0]}.${p.inits[1]}. ${p.first}`;
    case 'firstInits': return `${p.first} ${p.inits[0]} ${p.inits[1]}`;
    case 'initNoDotFirst': return `${p.inits[1]} ${p.first}`;
    case 'firstLastInit': return `${p.first} ${last.charAt(0)}.`;
    case 'initLast': return `${p.first.charAt(0)}. ${last}`;
    case 'initsLast': return `${p.first.charAt(0)}.${(p.middle ?? p.inits[0]).charAt(0)}. ${last}`;
    case 'deva': return p.dFull ?? p.full;
    case 'devaFirst': return p.dFirst ?? p.first;
    case 'devaLast': return p.dLast ?? last;
  }
}
/** labelled name */
export const N = (p: Person, st: NS = 'full'): LSeg => L('name', nameStr(p, st));
/** a natural short reference for a person (first name, or surname for some communities) */
export function NS_(p: Person): LSeg { return N(p, 'first'); }
/** random style that is natural for the community */
export function anyStyle(p: Person): NS {
  const south = ['tamil', 'kannada', 'telugu', 'malayali'].includes(p.c);
  const opts: [NS, number][] = [['full', 6], ['fl', 2], ['first', 3], ['initLast', p.last ? 1 : 0], ['upper', 1],
    ['initFirst', south ? 3 : 0], ['initsDotFirst', south ? 2 : 0], ['firstInits', south ? 2 : 0],
    ['initNoDotFirst', south ? 1 : 0], ['initsLast', p.last && !south ? 1 : 0], ['lower', 0.5]];
  return pickW(opts);
}
export const NA = (p: Person) => N(p, anyStyle(p));

export function title(p: Person, formal = false): string {
  if (p.g === 'm') return pick(formal ? ['Mr.', 'Shri', 'Sri', 'Mr'] : ['Mr.', 'Mr', 'Shri', 'Sri', 'Mr.']);
  return pick(formal ? ['Mrs.', 'Ms.', 'Smt.', 'Smt', 'Ms'] : ['Mrs.', 'Ms.', 'Smt.', 'Ms', 'Mrs', 'Kumari']);
}
/** title + name, e.g. "Smt. " + name */
export const TN = (p: Person, st: NS = 'full'): Seg[] => [title(p) + ' ', N(p, st)];
export function hon(p: Person): string {
  if (p.c === 'telugu') return ' garu';
  if (p.c === 'bengali') return p.g === 'm' ? pick([' da', ' babu', ' sir']) : pick([' di', ' madam']);
  if (p.c === 'tamil') return p.g === 'm' ? pick([' sir', ' anna']) : pick([' madam', ' akka']);
  return pick(p.g === 'm' ? [' ji', ' sir', ' bhai', ' saab', ' ji', ' sir'] : [' ji', ' madam', ' ji', ' ma\'am', ' didi']);
}
export const devaTitle = (p: Person) => (p.g === 'm' ? pick(['श्री', 'श्री', 'डॉ.']) : pick(['श्रीमती', 'श्रीमती', 'सुश्री', 'कुमारी']));

// ================================================================ contact data
export function mob(): string { return pick(['9', '9', '9', '8', '8', '7', '7', '6']) + digits(9); }
export function fmtMob(d: string, style?: number): string {
  const s = style ?? ri(0, 9);
  switch (s) {
    case 0: return d;
    case 1: return `+91 ${d.slice(0, 5)} ${d.slice(5)}`;
    case 2: return `+91-${d}`;
    case 3: return `0${d.slice(0, 5)} ${d.slice(5)}`;
    case 4: return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 5: return `+91${d}`;
    case 6: return `${d.slice(0, 5)} ${d.slice(5)}`;
    case 7: return `91${d}`;
    case 8: return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
    default: return `+91 ${d}`;
  }
}
export function phoneOf(p: Person, style?: number): LSeg { p.mob = p.mob ?? mob(); return L('phone', fmtMob(p.mob, style)); }
export const phone = (style?: number): LSeg => L('phone', fmtMob(mob(), style));
const STD: [string, number][] = [['011', 8], ['022', 8], ['033', 8], ['044', 8], ['080', 8], ['040', 8], ['020', 8], ['079', 8],
  ['0522', 7], ['0141', 7], ['0612', 7], ['0484', 7], ['0361', 7], ['0674', 7], ['0172', 7], ['0832', 7], ['0194', 7]];
export function landline(): LSeg {
  const [c, n] = pick(STD);
  const num = pick(['2', '2', '4', '6']) + digits(n - 1);
  const f = ri(0, 3);
  const v = f === 0 ? `${c}-${num}` : f === 1 ? `(${c}) ${num.slice(0, 4)} ${num.slice(4)}` : f === 2 ? `${c} ${num}` : `+91 ${c.slice(1)} ${num}`;
  return L('phone', v);
}

const MAIL_DOMAINS: [string, number][] = [['gmail.com', 12], ['yahoo.co.in', 3], ['yahoo.com', 2], ['rediffmail.com', 2],
  ['hotmail.com', 2], ['outlook.com', 2], ['icloud.com', 1], ['ymail.com', 1], ['live.in', 1], ['protonmail.com', 0.5]];
const asciiName = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');
export function emailOf(p: Person, domain?: string): LSeg {
  if (p.mail && !domain) return L('email', p.mail);
  const f = asciiName(p.first);
  const l = asciiName(p.last ?? p.inits[1]);
  const yr = p.dob ? String(p.dob[0]) : String(ri(1965, 2004));
  const local = pick([
    `${f}.${l}`, `${f}${l}`, `${f}_${l}`, `${f}${yr.slice(2)}`, `${f}.${l}${ri(1, 99)}`, `${f.charAt(0)}${l}`,
    `${l}.${f}`, `${f}${yr}`, `${f}.${l.charAt(0)}`, `${f}${l}${ri(100, 999)}`, `${f}.${l}.${yr.slice(2)}`,
  ]);
  const v = `${local}@${domain ?? pickW(MAIL_DOMAINS)}`;
  if (!domain) p.mail = v;
  return L('email', v);
}
export const WORK_DOMAINS = sp('sunrisecare.in, kpsfinserv.com, shubhlogistics.in, vidyaniketan.edu.in, acmeretail.co.in, greenleafinfra.com, nirmaltextiles.com, pragatisoft.io, tulsihealth.org, monsoonbank.co.in');
export const ROLE_MAIL = sp('support, care, hr, accounts, noreply, no-reply, info, grievance, helpdesk, payroll, admissions, nodal.officer, feedback, billing, escalations, it.helpdesk, donations, office');
export const roleMail = (dom?: string) => `${pick(ROLE_MAIL)}@${dom ?? pick(WORK_DOMAINS)}`;

export const UPI_HANDLES = sp('okaxis, okhdfcbank, okicici, oksbi, ybl, ibl, axl, paytm, ptyes, ptsbi, apl, upi, icici, sbi, axisbank, kotak, ikwik, freecharge, hdfcbank, pnb, barodampay, jio, yapl');
export function upiOf(p: Person): LSeg {
  const f = asciiName(p.first);
  const l = asciiName(p.last ?? p.inits[1]);
  const h = pick(UPI_HANDLES);
  p.mob = p.mob ?? mob();
  const user = pick([`${f}.${l}`, `${f}${l}`, `${f}${ri(1, 999)}`, p.mob, `${f}${l.charAt(0)}`, `${p.mob}`, `${f}.${l}${ri(10, 99)}`, `${l}${f.charAt(0)}`]);
  return L('upi', `${user}@${h}`);
}
export function merchantVpa(): string {
  return pick([
    () => `paytmqr${digits(6)}${pick(['abcde', 'xyzmn', 'q9k2', 'mx7t'])}@paytm`,
    () => `Q${digits(9)}@ybl`,
    () => `${pick(['annapurnasweets', 'freshmartstores', 'citymedicos', 'ganeshfuels', 'shreejicollection', 'newlookopticals', 'balajimedicals', 'sharmasweets'])}.${digits(5)}@${pick(['hdfcbank', 'icici', 'axisbank', 'ybl'])}`,
    () => `bharatpe${digits(8)}@yesbankltd`,
    () => `${pick(['irctc', 'bescom', 'tatapower', 'jioprepaid', 'airtelpayments', 'licindia', 'swiggystores'])}@${pick(['sbi', 'icici', 'hdfcbank', 'axisbank'])}`,
  ])();
}

// ================================================================ dates of birth
export const MONTHS = sp('January, February, March, April, May, June, July, August, September, October, November, December');
export const MON3 = MONTHS.map((m) => m.slice(0, 3));
const DEVA_MONTHS = sp('जनवरी, फ़रवरी, मार्च, अप्रैल, मई, जून, जुलाई, अगस्त, सितंबर, अक्टूबर, नवंबर, दिसंबर');
export function ymd(y0: number, y1: number): [number, number, number] { return [ri(y0, y1), ri(1, 12), ri(1, 28)]; }
export function fmtDate([y, m, d]: [number, number, number], style?: number): string {
  const s = style ?? ri(0, 10);
  const ord = (n: number) => n + (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
  switch (s) {
    case 0: return `${pad(d)}/${pad(m)}/${y}`;
    case 1: return `${pad(d)}-${pad(m)}-${y}`;
    case 2: return `${y}-${pad(m)}-${pad(d)}`;
    case 3: return `${d} ${MON3[m - 1]} ${y}`;
    case 4: return `${pad(d)}-${MON3[m - 1]}-${String(y).slice(2)}`;
    case 5: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 6: return `${pad(d)}.${pad(m)}.${y}`;
    case 7: return `${ord(d)} ${MONTHS[m - 1]} ${y}`;
    case 8: return `${d}/${m}/${y}`;
    case 9: return `${pad(d)}-${MON3[m - 1]}-${y}`;
    case 11: return `${d} ${DEVA_MONTHS[m - 1]} ${y}`;
    default: return `${d} ${MONTHS[m - 1]} ${y}`;
  }
}
export function dobOf(p: Person, y0 = 1950, y1 = 2003, style?: number): LSeg {
  p.dob = p.dob ?? ymd(y0, y1);
  return L('date_of_birth', fmtDate(p.dob, style));
}
/** an unlabelled date (visit, joining, txn ...) */
export const otherDate = (y0 = 2022, y1 = 2024, style?: number) => fmtDate(ymd(y0, y1), style);

// ================================================================ government / financial ids
export function aadhaarDigits(): string {
  const b = String(ri(2, 9)) + digits(10);
  return b + verhoeffDigit(b);
}
export function aadhaar(style?: number): LSeg {
  const d = aadhaarDigits();
  const s = style ?? ri(0, 3);
  return L('aadhaar', s === 0 || s === 3 ? `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}` : s === 1 ? d : `${d.slice(0, 4)}-${d.slice(4, 8)}-${d.slice(8)}`);
}
/** a 12-digit number that is NOT a valid Aadhaar (for look-alikes) */
export function notAadhaar12(): string {
  for (;;) { const d = String(ri(2, 9)) + digits(11); if (!verhoeffValid(d)) return d; }
}
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => AZ[ri(0, 25)];
export function panStr(p?: Person, type = 'P', nameInitial?: string): string {
  const fifth = nameInitial ?? (p ? (p.last ?? p.first).replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase() : letter());
  return `${pick(['A', 'B', 'C', 'D', 'E', 'A', 'B'])}${letter()}${letter()}${type}${fifth || letter()}${pad(ri(1, 9999), 4)}${letter()}`;
}
export const pan = (p?: Person) => L('pan', panStr(p));
export const GST_STATES = ['27', '29', '07', '33', '36', '19', '24', '09', '08', '32', '10', '21', '18', '03', '01', '30', '06', '23'];
export function gstinStr(panS: string, state?: string): string {
  const b = `${state ?? pick(GST_STATES)}${panS}${pick(['1', '1', '1', '2', '3'])}Z`;
  return b + gstinCheckChar(b);
}
type Net = 'visa' | 'mc' | 'rupay' | 'amex' | 'diners';
export function cardDigits(net?: Net): string {
  const n = net ?? pickW([['visa', 5], ['mc', 4], ['rupay', 4], ['amex', 1], ['diners', 0.5]] as [Net, number][]);
  const [pre, len] = n === 'visa' ? ['4', 16] : n === 'mc' ? [pick(['51', '52', '53', '54', '55', String(ri(2221, 2720))]), 16]
    : n === 'rupay' ? [pick(['6521', '6522', '6070', '6071', '6073', '508', '6074']), 16]
      : n === 'amex' ? [pick(['34', '37']), 15] : ['36', 14];
  const b = pre + digits((len as number) - 1 - pre.length);
  return b + luhnDigit(b);
}
export function fmtCard(d: string, style?: number): string {
  const s = style ?? ri(0, 2);
  if (s === 1) return d;
  const sep = s === 0 ? ' ' : '-';
  if (d.length === 15) return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].join(sep);
  if (d.length === 14) return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].join(sep);
  return d.match(/.{4}/g)!.join(sep);
}
export const card = (net?: Net, style?: number) => L('card', fmtCard(cardDigits(net), style));
export function acctDigits(): string {
  for (;;) {
    const len = pick([9, 10, 11, 11, 11, 12, 12, 13, 14, 14, 15, 16, 17, 18]);
    let d = len === 14 ? '5010' + digits(10) : len === 11 ? pick(['3', '2', '1', '4']) + digits(10) : String(ri(1, 9)) + digits(len - 1);
    if (len === 10 && /^[6-9]/.test(d)) continue;                 // would look like a mobile
    if (len === 12 && /^[2-9]/.test(d) && verhoeffValid(d)) continue; // would be a valid Aadhaar
    if (len === 16 && luhnValid(d)) continue;                      // would be a card
    if (len === 15 && /^3[47]/.test(d) && luhnValid(d)) continue;
    return d;
  }
}
export const acct = () => L('bank_account', acctDigits());
const IFSC_BANKS = sp('SBIN, HDFC, ICIC, UTIB, PUNB, BARB, CNRB, UBIN, KKBK, IDIB, IOBA, BKID, YESB, FDRL, SIBL, KARB');
export const ifsc = () => `${pick(IFSC_BANKS)}0${pick(['0', '0', '0', '1', '2'])}${digits(5)}`;
export const BANK_NAMES = sp('State Bank of India, HDFC Bank, ICICI Bank, Axis Bank, Punjab National Bank, Bank of Baroda, Canara Bank, Union Bank of India, Kotak Mahindra Bank, Indian Bank, Federal Bank, South Indian Bank');

const V4_PREFIX = ['49.36', '49.37', '49.204', '106.215', '106.210', '117.96', '117.99', '157.35', '157.38', '223.187', '223.176', '122.161', '122.172', '27.61', '103.211', '182.64', '110.224', '1.38', '59.89', '171.48', '183.82', '42.106', '152.58', '101.0'];
export function ipStr(v6 = false): string {
  if (v6 || chance(0.12)) {
    const pre = pick(['2409:40c2', '2409:4042', '2401:4900', '2405:201', '2402:3a80', '2406:7400', '2409:40e3']);
    const h = () => ri(0x100, 0xffff).toString(16);
    const n = 8 - pre.split(':').length;
    return chance(0.5) ? pre + ':' + Array.from({ length: n }, h).join(':') : `${pre}:${h()}:${h()}::${h()}`;
  }
  return `${pick(V4_PREFIX)}.${ri(1, 254)}.${ri(1, 254)}`;
}
export const ip = (v6 = false) => L('ip', ipStr(v6));
export const serverIp = () => pick([`10.${ri(0, 40)}.${ri(0, 255)}.${ri(1, 254)}`, `172.${ri(16, 31)}.${ri(0, 255)}.${ri(1, 254)}`, `192.168.${ri(0, 10)}.${ri(1, 254)}`, '127.0.0.1']);
export const appVersion = () => `${ri(3, 9)}.${ri(0, 24)}.${ri(0, 9)}${chance(0.5) ? '.' + ri(100, 999) : ''}`;

// ================================================================ addresses
interface CityRec { c: string; st: string; locs: [string, string][]; streets: string[] }
const city = (c: string, st: string, locs: string, streets: string): CityRec => ({
  c, st, locs: sp(locs).map((x) => x.split('=') as [string, string]), streets: sp(streets),
});
export const CITIES: CityRec[] = [
  city('Bengaluru', 'Karnataka', 'Indiranagar=560038, Koramangala 4th Block=560034, Jayanagar 9th Block=560069, Malleshwaram=560003, Whitefield=560066, HSR Layout=560102, Basavanagudi=560004, Rajajinagar=560010, Yelahanka New Town=560064, Banashankari 2nd Stage=560070',
    '12th Main Road, 4th Cross, 80 Feet Road, Sampige Road, DVG Road, 1st A Cross, 5th Main, 17th Cross'),
  city('Mumbai', 'Maharashtra', 'Andheri East=400069, Borivali West=400092, Dadar West=400028, Goregaon East=400063, Chembur=400071, Malad West=400064, Bandra West=400050, Mulund West=400080, Vile Parle East=400057, Ghatkopar East=400077',
    'SV Road, LBS Marg, Gokhale Road, Linking Road, Carter Road, Dr. Ambedkar Road, Tilak Road, Station Road, M.G. Road'),
  city('Delhi', 'Delhi', 'Rohini Sector 7=110085, Dwarka Sector 10=110075, Lajpat Nagar II=110024, Mayur Vihar Phase 1=110091, Karol Bagh=110005, Janakpuri=110058, Laxmi Nagar=110092, Saket=110017, Pitampura=110034, Shahdara=110032',
    'Ring Road, Main Market Road, Gali No. 4, Gali No. 11, Aurobindo Marg, Vikas Marg, Pusa Road'),
  city('Chennai', 'Tamil Nadu', 'Adyar=600020, T. Nagar=600017, Mylapore=600004, Velachery=600042, Anna Nagar=600040, Tambaram=600045, Kodambakkam=600024, Perambur=600011',
    'Kutchery Road, Lattice Bridge Road, Usman Road, Arcot Road, 2nd Avenue, Gandhi Street, Nehru Street, Kamarajar Salai'),
  city('Hyderabad', 'Telangana', 'Kukatpally=500072, Ameerpet=500016, Dilsukhnagar=500060, Madhapur=500081, Secunderabad=500003, Miyapur=500049, Himayatnagar=500029, Tarnaka=500017',
    'Road No. 12, Road No. 3, Mehdipatnam Main Road, Street No. 6, Lane 2'),
  city('Kolkata', 'West Bengal', 'Salt Lake Sector II=700091, Behala=700034, Dum Dum=700028, Jadavpur=700032, Tollygunge=700033, Garia=700084, Baranagar=700036, Shyambazar=700004',
    'Rashbehari Avenue, Netaji Subhas Road, Lake Road, Diamond Harbour Road, Jessore Road, Bidhan Sarani'),
  city('Pune', 'Maharashtra', 'Kothrud=411038, Aundh=411007, Hadapsar=411028, Baner=411045, Wakad=411057, Shivajinagar=411005, Sinhagad Road=411041, Pimple Saudagar=411027',
    'FC Road, Karve Road, Paud Road, JM Road, Lane No. 5, Prabhat Road'),
  city('Ahmedabad', 'Gujarat', 'Maninagar=380008, Navrangpura=380009, Satellite=380015, Bopal=380058, Naranpura=380013, Vastrapur=380015, Chandkheda=382424',
    'CG Road, Ashram Road, Drive-In Road, SG Highway Service Road'),
  city('Lucknow', 'Uttar Pradesh', 'Gomti Nagar=226010, Aliganj=226024, Indira Nagar=226016, Alambagh=226005, Rajajipuram=226017, Mahanagar=226006, Chinhat=226028',
    'Faizabad Road, Kapoorthala Road, Sector 14 Road, Vikas Khand 2'),
  city('Jaipur', 'Rajasthan', 'Malviya Nagar=302017, Mansarovar=302020, Vaishali Nagar=302021, Raja Park=302004, C-Scheme=302001, Jhotwara=302012, Sodala=302006',
    'Gopalpura Bypass, Tonk Road, Ajmer Road, Amrapali Marg'),
  city('Patna', 'Bihar', 'Kankarbagh=800020, Boring Road=800001, Rajendra Nagar=800016, Patliputra Colony=800013, Danapur=801503, Anisabad=800002',
    'Road No. 5, Ashok Rajpath, Bailey Road, Boring Canal Road'),
  city('Bhubaneswar', 'Odisha', 'Saheed Nagar=751007, Nayapalli=751012, Patia=751024, Old Town=751002, Chandrasekharpur=751016',
    'Janpath, Cuttack Road, Lewis Road'),
  city('Guwahati', 'Assam', 'Dispur=781006, Beltola=781028, Chandmari=781003, Zoo Road=781005, Ganeshguri=781006, Maligaon=781011',
    'GS Road, RG Baruah Road, Zoo Narengi Road, Bye Lane 3'),
  city('Kochi', 'Kerala', 'Kakkanad=682030, Edappally=682024, Kaloor=682017, Vyttila=682019, Fort Kochi=682001, Palarivattom=682025',
    'Civil Line Road, Palarivattom Road, Seaport-Airport Road, Chittoor Road'),
  city('Thiruvananthapuram', 'Kerala', 'Pattom=695004, Vazhuthacaud=695014, Kowdiar=695003, Sreekaryam=695017', 'TC 14/1023, Sasthamangalam Road, Kesavadasapuram Road'),
  city('Chandigarh', 'Chandigarh', 'Sector 22=160022, Sector 35=160035, Manimajra=160101, Sector 44=160047', 'Madhya Marg, Dakshin Marg'),
  city('Ludhiana', 'Punjab', 'Model Town=141002, Sarabha Nagar=141001, Dugri=141013, BRS Nagar=141012', 'Ferozepur Road, Pakhowal Road'),
  city('Srinagar', 'Jammu and Kashmir', 'Rajbagh=190008, Hyderpora=190014, Bemina=190018, Nowgam=190015', 'Bund Road, Airport Road, Lane 4'),
  city('Jammu', 'Jammu and Kashmir', 'Gandhi Nagar=180004, Trikuta Nagar=180012, Talab Tillo=180002', 'Canal Road, Residency Road'),
  city('Margao', 'Goa', 'Fatorda=403602, Aquem=403601, Navelim=403707', 'Abade Faria Road, Old Station Road'),
  city('Panaji', 'Goa', 'Altinho=403001, Caranzalem=403002, Porvorim=403521, Taleigao=403002', '18th June Road, Dr. Dada Vaidya Road'),
  city('Shillong', 'Meghalaya', 'Laitumkhrah=793003, Nongthymmai=793014, Mawlai=793008', 'Dhanketi Road, Mawkhar Road'),
  city('Aizawl', 'Mizoram', 'Chanmari=796007, Dawrpui=796001, Zarkawt=796001, Bawngkawn=796014', 'Zarkawt Main Road'),
  city('Gangtok', 'Sikkim', 'Development Area=737101, Tadong=737102, Deorali=737102', 'NH 10 Bypass, Tibet Road'),
  city('Imphal', 'Manipur', 'Thangmeiband=795001, Singjamei=795008, Uripok=795001', 'Sagolband Road, Keishampat Road'),
  city('Kohima', 'Nagaland', 'New Ministers Hill=797001, Midland=797001, Kitsubozou=797001', 'PR Hill Road'),
  city('Itanagar', 'Arunachal Pradesh', 'Ganga Market=791113, Naharlagun=791110, Chimpu=791113', 'E Sector Road'),
  city('Indore', 'Madhya Pradesh', 'Vijay Nagar=452010, Palasia=452001, Sudama Nagar=452009, Bhawarkuan=452001', 'AB Road, Ring Road'),
  city('Bhopal', 'Madhya Pradesh', 'Arera Colony=462016, Kolar Road=462042, Shahpura=462039, Ashoka Garden=462023', 'E-7 Road, Link Road No. 1'),
  city('Varanasi', 'Uttar Pradesh', 'Lanka=221005, Sigra=221010, Bhelupur=221010, Sarnath=221007', 'Durgakund Road, Mahmoorganj Road'),
  city('Kanpur', 'Uttar Pradesh', 'Kidwai Nagar=208011, Swaroop Nagar=208002, Kalyanpur=208017, Govind Nagar=208006', 'GT Road, Mall Road'),
  city('Coimbatore', 'Tamil Nadu', 'RS Puram=641002, Saibaba Colony=641011, Peelamedu=641004', 'DB Road, Avanashi Road'),
  city('Madurai', 'Tamil Nadu', 'Anna Nagar=625020, KK Nagar=625020, Tallakulam=625002', '80 Feet Road, Bypass Road'),
  city('Mysuru', 'Karnataka', 'Kuvempunagar=570023, Saraswathipuram=570009, Vijayanagar 2nd Stage=570017', 'Kalidasa Road, New Kantharaj Urs Road'),
  city('Mangaluru', 'Karnataka', 'Kadri=575002, Bejai=575004, Kankanady=575002', 'Falnir Road, Balmatta Road'),
  city('Vijayawada', 'Andhra Pradesh', 'Benz Circle=520010, Patamata=520010, Gunadala=520004', 'MG Road, Eluru Road'),
  city('Visakhapatnam', 'Andhra Pradesh', 'MVP Colony=530017, Seethammadhara=530013, Gajuwaka=530026', 'Beach Road, Dwaraka Nagar Road'),
  city('Dehradun', 'Uttarakhand', 'Rajpur Road=248001, Vasant Vihar=248006, Clement Town=248002', 'Chakrata Road, EC Road'),
  city('Shimla', 'Himachal Pradesh', 'Sanjauli=171006, Chotta Shimla=171002, New Shimla=171009', 'Cart Road, Mall Road'),
  city('Ranchi', 'Jharkhand', 'Lalpur=834001, Harmu=834002, Kanke=834006', 'Circular Road, Kanke Road'),
  city('Nagpur', 'Maharashtra', 'Dharampeth=440010, Manish Nagar=440015, Sadar=440001', 'WHC Road, Wardha Road'),
  city('Surat', 'Gujarat', 'Adajan=395009, Vesu=395007, Katargam=395004', 'Ghod Dod Road, VIP Road'),
  city('Vadodara', 'Gujarat', 'Alkapuri=390007, Manjalpur=390011, Karelibaug=390018', 'RC Dutt Road, Old Padra Road'),
];
const GENERIC_STREETS = sp('MG Road, Station Road, Gandhi Road, Nehru Street, Tilak Road, Church Street, Temple Street, Link Road, Old Mill Road, Subhash Marg, Main Road, Canal Road, Hospital Road, Court Road, Bazaar Street, School Lane, Post Office Road, Rajiv Gandhi Salai, Netaji Road, Sardar Patel Marg');
const BUILDINGS = sp("Sai Krupa Apartments, Shanti Niwas, Sunshine Residency, Green Park Towers, Lakshmi Nilayam, Ganga Vihar, Krishna Kunj, Om Sai CHS, Silver Oak Apartments, Matru Chhaya, Anand Bhavan, Vrindavan Apartments, Royal Enclave, Shree Ganesh Heights, Palm Grove, Blue Bells Residency, Jyoti Sadan, Gulmohar Society, Nandanvan, Sagar Darshan, Kaveri Block, Rose Villa, Saraswati Sadan, Meenakshi Enclave, Prem Kutir, Raj Mahal Apartments, Pushpanjali Apartments, Laxmi Narayan Complex");
export const LANDMARKS = sp('near Hanuman Mandir, opp. SBI ATM, behind Govt. Girls School, near water tank, opp. Reliance Fresh, near Ram Mandir, beside Jama Masjid, near petrol pump, opp. post office, behind bus stand, near Gurudwara, next to Apollo Pharmacy, near Durga Puja ground, opp. Kali Bari, near St. Mary\'s Church, behind Shiv Mandir');
function house(): string {
  return pick([
    () => `Flat ${ri(1, 14)}0${ri(1, 8)}`, () => `H.No. ${ri(1, 20)}-${ri(1, 9)}-${ri(10, 999)}`, () => `No. ${ri(1, 250)}`,
    () => `#${ri(1, 999)}`, () => `${pick('ABCDE'.split(''))}-${ri(1, 12)}0${ri(1, 6)}`, () => `House No. ${ri(1, 600)}`,
    () => `Plot ${ri(1, 300)}`, () => `${pick('ABCDEFGHJK'.split(''))}-${ri(1, 99)}/${ri(1, 9)}`, () => `Qtr No. ${ri(1, 40)}/${pick('ABC'.split(''))}`,
    () => `${pick(['1st', '2nd', '3rd', '4th', 'Ground'])} Floor, ${ri(1, 400)}`, () => `${ri(1, 300)}`, () => `Door No. ${ri(1, 60)}/${ri(1, 300)}`,
  ])();
}
export interface Addr { house: string; building?: string; street?: string; locality: string; city: string; pin: string; state: string; landmark?: string }
export function addr(cityName?: string): Addr {
  const c = cityName ? CITIES.find((x) => x.c === cityName) ?? pick(CITIES) : pick(CITIES);
  const [loc, pin] = pick(c.locs);
  return {
    house: house(), building: chance(0.45) ? pick(BUILDINGS) : undefined,
    street: chance(0.7) ? pick(chance(0.6) ? c.streets : GENERIC_STREETS) : undefined,
    locality: loc, city: c.c, pin, state: c.st, landmark: chance(0.25) ? pick(LANDMARKS) : undefined,
  };
}
export function addrLine(a: Addr, o: { city?: boolean; pin?: boolean; landmark?: boolean } = {}): string {
  const parts = [a.house, a.building, a.street, o.landmark !== false ? a.landmark : undefined, a.locality].filter(Boolean) as string[];
  let s = parts.join(', ');
  if (o.city !== false) s += ', ' + a.city;
  if (o.pin !== false) s += pick([' - ', ' ', '-', ', ']) + a.pin;
  return s;
}
export const A = (a: Addr, o?: { city?: boolean; pin?: boolean; landmark?: boolean }) => L('address', addrLine(a, o));
export const AL = (x: string) => L('address', x);

// villages
const VILLAGES: [string, string, string, string][] = [
  // village, post office, district, pin
  ['Rampur Kalan', 'Khairabad', 'Sitapur', '261131'], ['Bhaisaura', 'Phulpur', 'Prayagraj', '212402'],
  ['Dhanaura', 'Mohammadi', 'Lakhimpur Kheri', '262804'], ['Karhi', 'Bikram', 'Patna', '801104'],
  ['Sonpur Khas', 'Barhaj', 'Deoria', '274601'], ['Pipra', 'Turkaulia', 'East Champaran', '845437'],
  ['Nawada Kalan', 'Sikandrabad', 'Bulandshahr', '203205'], ['Kheri Jat', 'Jhajjar', 'Jhajjar', '124103'],
  ['Chandpur', 'Kishanganj', 'Kishanganj', '855107'], ['Baghpur', 'Malihabad', 'Lucknow', '226102'],
  ['Gopalpur', 'Ganjam', 'Ganjam', '761002'], ['Raghunathpur', 'Salipur', 'Cuttack', '754202'],
  ['Hatimura', 'Jakhalabandha', 'Nagaon', '782136'], ['Kurumbapalayam', 'Annur', 'Coimbatore', '641653'],
  ['Hosahalli', 'Doddaballapur', 'Bengaluru Rural', '561203'], ['Bhosari Khurd', 'Indapur', 'Pune', '413106'],
  ['Madhopur', 'Rajgarh', 'Alwar', '301408'], ['Kalyanpur', 'Bansdih', 'Ballia', '277202'],
];
export interface VAddr { v: string; po: string; dist: string; pin: string; house?: string }
export const vaddr = (): VAddr => { const [v, po, dist, pin] = pick(VILLAGES); return { v, po, dist, pin, house: chance(0.3) ? `Ward No. ${ri(1, 15)}` : undefined }; };
export function vaddrLine(a: VAddr): string {
  const v = pick(['Vill. ', 'Village ', 'Gram ', 'Vill- ', 'At ']) + a.v;
  const po = pick(['PO ', 'P.O. ', 'Post ', 'Po- ']) + a.po;
  const ds = pick(['Dist. ', 'Distt. ', 'District ', 'Dist- ', '']) + a.dist;
  return [a.house, v, po, ds].filter(Boolean).join(', ') + pick([' - ', ' ', ', PIN ', '-']) + a.pin;
}
// Devanagari addresses
const D_CITIES: [string, string[], string][] = [
  ['कानपुर', ['शिव नगर', 'गोविंद नगर', 'किदवई नगर', 'कल्याणपुर'], '2080'], ['लखनऊ', ['इंदिरा नगर', 'आलमबाग', 'राजाजीपुरम', 'अलीगंज'], '2260'],
  ['पटना', ['कंकड़बाग', 'राजेंद्र नगर', 'अनीसाबाद'], '8000'], ['जयपुर', ['मालवीय नगर', 'मानसरोवर', 'झोटवाड़ा'], '3020'],
  ['वाराणसी', ['लंका', 'सिगरा', 'भेलूपुर'], '2210'], ['भोपाल', ['अरेरा कॉलोनी', 'शाहपुरा', 'कोलार रोड'], '4620'],
  ['इंदौर', ['विजय नगर', 'सुदामा नगर', 'पलासिया'], '4520'], ['दिल्ली', ['रोहिणी सेक्टर 7', 'लक्ष्मी नगर', 'शाहदरा', 'जनकपुरी'], '1100'],
  ['आगरा', ['कमला नगर', 'शाहगंज', 'दयालबाग'], '2820'], ['प्रयागराज', ['सिविल लाइंस', 'तेलियरगंज', 'झूंसी'], '2110'],
];
export function devaAddr(): string {
  const [c, locs, pinp] = pick(D_CITIES);
  const h = pick([`मकान नं. ${ri(1, 400)}`, `म.नं. ${ri(1, 99)}/${ri(1, 30)}`, `प्लॉट नं. ${ri(1, 200)}`, `${ri(1, 300)}`]);
  const g = chance(0.5) ? `, गली नं. ${ri(1, 12)}` : '';
  return `${h}${g}, ${pick(locs)}, ${c}${pick([' - ', ' ', ', '])}${pinp}${pad(ri(1, 40))}`;
}
const D_VILL: [string, string, string][] = [['रामपुर', 'खैराबाद', 'सीतापुर'], ['भैसौरा', 'फूलपुर', 'प्रयागराज'], ['करही', 'बिक्रम', 'पटना'],
  ['सोनपुर', 'बरहज', 'देवरिया'], ['मधोपुर', 'राजगढ़', 'अलवर'], ['कल्याणपुर', 'बांसडीह', 'बलिया']];
export function devaVillage(): string {
  const [v, po, d] = pick(D_VILL);
  return `ग्राम ${v}, पोस्ट ${po}, जिला ${d}`;
}

// ================================================================ look-alikes (never labelled)
export const BUSINESSES = sp("Sharma Sweets, Gupta General Store, Agarwal Packers and Movers, Ravi Electricals, Meena Bazaar, Lakshmi Textiles, Balaji Medicals, Sai Baba Hardware, Krishna Dairy, Raju Tea Stall, Ganesh Tent House, Jain Travels, Shree Ram Finance, Mahalaxmi Jewellers, Arora Opticals, Joseph & Sons Bakery, Pinto Bakery, D'Souza Caterers, Irani Cafe, Mehta Chemists, Patel Brothers Kirana, Chacko Motors, Nair Tea Shop, Anand Sweets, Sagar Ratna, Kamath Hotel, Shetty Lunch Home, Murugan Idli Shop, Pooja Tailors, Asha Beauty Parlour, Deepak Hardware, Kiran Kirana Store, Prem Dhaba, Raja Rani Travels, Happy Bakers, Sunny Auto Works, Joy Ice Creams, Rose Garden Restaurant, Khushi Gift Centre, Roshan Electronics, Vaishali Stores, Rohini Medicos, Gandhi Cloth House, Bose Music Centre, Sethi Dhaba, Kapoor Watch Co., Banerjee Sweets");
export const INSTITUTIONS = sp("Kamala Nehru Memorial Hospital, Sir Ganga Ram Hospital, Ram Manohar Lohia Hospital, Safdarjung Hospital, Lok Nayak Hospital, Guru Teg Bahadur Hospital, Deen Dayal Upadhyay Hospital, Sanjay Gandhi PGI, Kokilaben Dhirubhai Ambani Hospital, Lilavati Hospital, Aravind Eye Hospital, Sankara Nethralaya, Narayana Health City, Dr. Lal PathLabs, Dr. Agarwal's Eye Hospital, Jawaharlal Nehru University, Indira Gandhi National Open University, Sardar Patel Vidyalaya, Lady Shri Ram College, Shri Ram College of Commerce, St. Xavier's College, Don Bosco School, Kendriya Vidyalaya No. 2, Sri Venkateswara College, Babu Jagjivan Ram Hospital, Rani Laxmi Bai Public School, Mahatma Gandhi Mission Hospital, Savitribai Phule Pune University, Maulana Azad Medical College, Lokmanya Tilak Hospital, Tata Memorial Hospital, Christian Medical College, Rajiv Gandhi Cancer Institute, Homi Bhabha Centre, Vivekananda Polyclinic");
export const HOSPITALS = INSTITUTIONS.filter((x) => /Hospital|PGI|Nethralaya|Health|PathLabs|Polyclinic|Medical College/.test(x));
export const COLLEGES = INSTITUTIONS.filter((x) => /Universit|Vidyalaya|College|School/.test(x));
export const BRANDS = sp("Tata Sky, Maruti Swift, Hero Splendor, Bajaj Pulsar, Honda Activa, Amul, Parle-G, Dettol, Flipkart, Amazon, Swiggy, Zomato, Ola, Uber, Jio, Airtel, BSNL, Lenskart, Myntra, Nykaa, Tanishq, Titan, Raymond, Godrej, Mahindra Thar, Ashok Leyland, Tata Nexon, Bajaj Finserv, Muthoot Finance, Kalyan Jewellers, Joyalukkas, Haldiram's, Patanjali, Dabur, Himalaya, Apollo Pharmacy, Reliance Digital, Croma, Vijay Sales, DMart, Royal Enfield, PhonePe, Google Pay, Paytm");
export const SOFTWARE = sp('Tally, Zoho Books, Excel, WhatsApp, Jira, Salesforce, SAP, DigiLocker, UMANG, Jenkins, Ruby, Oracle, Kafka, Grafana, Alexa, Siri, Google Meet, Zoom, Teams, Freshdesk, Kibana, Android, iOS');
export const FESTIVALS = sp('Diwali, Holi, Eid, Pongal, Onam, Baisakhi, Navratri, Durga Puja, Christmas, Ganesh Chaturthi, Raksha Bandhan, Chhath, Bihu, Lohri, Makar Sankranti, Janmashtami, Ram Navami, Gandhi Jayanti, Ambedkar Jayanti, Guru Nanak Jayanti, Karva Chauth, Dussehra, Good Friday, Muharram, Ugadi, Vishu, Lakshmi Puja, Kartik Purnima');
export const JOBS = sp('Nurse, Ward Boy, Engineer, Contractor, Supervisor, Accountant, Manager, Principal, Peon, Driver, Security Guard, Cook, Maid, Mali, Chowkidar, Patwari, Tehsildar, Sarpanch, Constable, Collector, Field Officer, Team Lead, Branch Manager, Receptionist, Pharmacist, Lab Technician');
export const HELPLINES = ['1800-180-1551', '1800 425 3800', '1800-11-4000', '1930', '112', '139', '1800-209-6789', '14444', '1800 102 4040'];
export const amount = () => pick([`Rs. ${ri(100, 99999)}`, `₹${ri(1, 99)},${pad(ri(0, 999), 3)}`, `INR ${ri(200, 50000)}.00`, `Rs ${ri(1, 9)}.${ri(1, 9)}L`, `₹ ${ri(100, 9999)}/-`]);
export const orderId = () => pick([`OD${digits(15)}`, `ORD-${ri(2022, 2024)}-${digits(6)}`, `#${digits(7)}`, `INV/${ri(23, 24)}-${ri(24, 25)}/${digits(4)}`, `PNR ${ri(2, 5)}${digits(9)}`]);
export const ticketId = () => pick([`TKT-${digits(6)}`, `SR${digits(8)}`, `INC${digits(7)}`, `CMP/${ri(2023, 2024)}/${digits(4)}`]);
export { sp };

/** relative of p: same community, shares the family surname where that is the custom */
export function kinOf(p: Person, g?: 'm' | 'f'): Person {
  const k = person(p.c, g);
  const noShare = ['tamil', 'telugu', 'mizo', 'manipuri', 'arunachal', 'muslim', 'sikh', 'kashmiri'].includes(p.c);
  const famLast = p.last && !['Devi', 'Kumari', 'Bano', 'Parveen', 'Khatoon', 'Begum', 'Kaur', 'Singh', 'Chanu'].includes(p.last) ? p.last : undefined;
  if (!noShare && famLast) {
    k.last = famLast; k.middle = undefined; k.full = `${k.first} ${k.last}`;
    k.inits = [k.inits[0], famLast.charAt(0)];
    if (k.c === 'hindi') withDeva(k);
  }
  return k;
}
/** staff / professionals: any community */
export const staff = (g?: 'm' | 'f') => person(undefined, g);
export const dr = (p: Person, st: NS = 'full'): Seg[] => [pick(['Dr. ', 'Dr. ', 'Dr ', 'Dr.', 'DR. ']), N(p, st)];
export const tm = () => `${ri(8, 20)}:${pad(ri(0, 59))}`;
export const stamp = (y0 = 2023, y1 = 2024) => { const [y, m, d] = ymd(y0, y1); return `${y}-${pad(m)}-${pad(d)} ${pad(ri(7, 22))}:${pad(ri(0, 59))}:${pad(ri(0, 59))}`; };
export const some = <X>(n: number, f: () => X): X[] => Array.from({ length: n }, f);
export const PETS = sp('Bruno, Tommy, Sheru, Moti, Simba, Coco, Rocky, Julie, Oreo, Max');
export const HOUSES = sp('Tagore, Raman, Shivaji, Ashoka, Teresa, Kalam, Nehru, Sarojini');
