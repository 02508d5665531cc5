// Name, place and address pools for the dev-2 corpus, written from the author's own knowledge.
import { R, Ymd, randDate, aadhaar, pan, mobile, account, Account, cardNumber, ip } from './core';

export type Comm =
  | 'hindi'
  | 'marathi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayali'
  | 'bengali'
  | 'odia'
  | 'muslim'
  | 'christian'
  | 'sikh'
  | 'parsi'
  | 'assamese'
  | 'mizo'
  | 'manipuri'
  | 'naga'
  | 'khasi'
  | 'sikkimese'
  | 'punjabi_hindu'
  | 'rajasthani';

interface Pool {
  m: string[];
  f: string[];
  last: string[];
  cities: string[];
}

const POOLS: Record<Comm, Pool> = {
  hindi: {
    m: ['Rohit', 'Ankit', 'Rajesh', 'Vikas', 'Manish', 'Deepak', 'Sanjay', 'Amit', 'Abhishek', 'Saurabh', 'Pankaj', 'Alok', 'Nitin', 'Gaurav', 'Ramesh', 'Shyam', 'Rakesh', 'Vivek'],
    f: ['Priya', 'Neha', 'Sunita', 'Pooja', 'Kavita', 'Ritu', 'Anjali', 'Shalini', 'Swati', 'Pallavi', 'Sarita', 'Nidhi', 'Aarti', 'Rekha', 'Shweta', 'Garima', 'Usha'],
    last: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Srivastava', 'Tiwari', 'Mishra', 'Yadav', 'Saxena', 'Pandey', 'Tripathi', 'Rastogi', 'Bhardwaj', 'Dubey', 'Shukla', 'Chaturvedi', 'Singh', 'Jaiswal', 'Kushwaha', 'Maurya'],
    cities: ['Lucknow', 'Kanpur', 'Varanasi', 'Patna', 'Noida', 'New Delhi', 'Delhi', 'Bhopal', 'Indore', 'Gurugram', 'Dehradun', 'Raipur', 'Ranchi'],
  },
  rajasthani: {
    m: ['Mahendra', 'Bhanwar', 'Sohan', 'Dilip', 'Hemant', 'Kailash', 'Naresh'],
    f: ['Kusum', 'Manju', 'Sushila', 'Bhawna', 'Lalita', 'Chanda'],
    last: ['Rathore', 'Shekhawat', 'Choudhary', 'Meena', 'Jain', 'Mathur', 'Bishnoi', 'Purohit'],
    cities: ['Jaipur', 'Jodhpur'],
  },
  punjabi_hindu: {
    m: ['Rahul', 'Varun', 'Kunal', 'Sahil', 'Tarun', 'Ashwani'],
    f: ['Ritika', 'Shivani', 'Meenu', 'Komal', 'Sonia', 'Tanya'],
    last: ['Malhotra', 'Khanna', 'Kapoor', 'Arora', 'Chopra', 'Bhatia', 'Sethi', 'Mehra', 'Ahuja', 'Talwar'],
    cities: ['New Delhi', 'Delhi', 'Chandigarh', 'Ludhiana', 'Amritsar', 'Gurugram'],
  },
  marathi: {
    m: ['Sachin', 'Swapnil', 'Aniket', 'Shrikant', 'Tejas', 'Omkar', 'Prasad', 'Mangesh', 'Sandeep', 'Vinayak', 'Amol'],
    f: ['Prajakta', 'Madhuri', 'Vaishali', 'Sayali', 'Ashwini', 'Rupali', 'Manasi', 'Snehal', 'Ketaki'],
    last: ['Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Gokhale', 'Pawar', 'Shinde', 'Bhosale', 'Joshi', 'Kale', 'Deshmukh', 'Gaikwad', 'Sawant', 'Apte', 'Chavan'],
    cities: ['Pune', 'Mumbai', 'Thane', 'Nagpur'],
  },
  gujarati: {
    m: ['Jignesh', 'Bhavesh', 'Nirav', 'Dhaval', 'Chirag', 'Hardik', 'Ketan', 'Paresh', 'Mitesh'],
    f: ['Hiral', 'Krupa', 'Falguni', 'Hetal', 'Jinal', 'Bhumi', 'Dhara', 'Khushbu', 'Nisha'],
    last: ['Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi', 'Parikh', 'Vora', 'Panchal', 'Modi', 'Thakkar', 'Joshi', 'Bhatt'],
    cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Mumbai'],
  },
  tamil: {
    m: ['Karthik', 'Senthil', 'Arun', 'Murugan', 'Kavin', 'Saravanan', 'Vignesh', 'Dinesh', 'Bala', 'Prabhu', 'Ganesh', 'Ashwin', 'Ramesh'],
    f: ['Lakshmi', 'Meenakshi', 'Priyadarshini', 'Revathi', 'Divya', 'Kavitha', 'Sangeetha', 'Janani', 'Nandhini', 'Deepika', 'Gayathri'],
    last: ['Subramanian', 'Ramasamy', 'Krishnan', 'Venkatesan', 'Natarajan', 'Balasubramanian', 'Iyer', 'Rajendran', 'Sundaram', 'Murugesan', 'Annamalai', 'Iyengar'],
    cities: ['Chennai', 'Coimbatore', 'Madurai'],
  },
  telugu: {
    m: ['Srinivas', 'Venkata Ramana', 'Sai Teja', 'Chaitanya', 'Ravi Kiran', 'Naveen', 'Suresh', 'Mahesh Babu', 'Pavan'],
    f: ['Lavanya', 'Harika', 'Sravani', 'Swathi', 'Bhargavi', 'Anusha', 'Sirisha', 'Padmaja'],
    last: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Kodali', 'Gunda', 'Pothineni', 'Yerramilli', 'Bandi', 'Goud'],
    cities: ['Hyderabad', 'Visakhapatnam', 'Vijayawada'],
  },
  kannada: {
    m: ['Manjunath', 'Raghavendra', 'Chethan', 'Nagaraj', 'Prashanth', 'Girish', 'Shivakumar', 'Darshan'],
    f: ['Shwetha', 'Pavithra', 'Roopa', 'Sowmya', 'Chaitra', 'Bhavya', 'Rashmi'],
    last: ['Gowda', 'Hegde', 'Shetty', 'Bhat', 'Kamath', 'Rao', 'Acharya', 'Shenoy', 'Kulkarni', 'Hiremath'],
    cities: ['Bengaluru', 'Mysuru', 'Mangaluru'],
  },
  malayali: {
    m: ['Anoop', 'Sreejith', 'Vishnu', 'Arjun', 'Rahul', 'Jithin', 'Sajeev', 'Manoj'],
    f: ['Divya', 'Lekshmi', 'Aswathy', 'Anjana', 'Reshma', 'Sreelakshmi', 'Athira'],
    last: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Nambiar', 'Warrier', 'Kartha'],
    cities: ['Kochi', 'Thiruvananthapuram', 'Bengaluru'],
  },
  bengali: {
    m: ['Arijit', 'Souvik', 'Sayan', 'Abhishek', 'Debashis', 'Subhajit', 'Anirban', 'Partha', 'Indranil'],
    f: ['Moumita', 'Debjani', 'Tanushree', 'Rituparna', 'Sreemoyee', 'Paromita', 'Ananya', 'Mousumi', 'Sudeshna'],
    last: ['Chatterjee', 'Banerjee', 'Mukherjee', 'Bose', 'Ghosh', 'Sen', 'Das', 'Dutta', 'Bhattacharya', 'Chakraborty', 'Sengupta', 'Mitra', 'Roy', 'Saha'],
    cities: ['Kolkata', 'Howrah'],
  },
  odia: {
    m: ['Debasish', 'Pradeep', 'Bikash', 'Sibaram', 'Sudhansu', 'Manas', 'Ashutosh'],
    f: ['Subhashree', 'Sasmita', 'Lipsa', 'Jyotirmayee', 'Pragyan', 'Itishree', 'Snigdha'],
    last: ['Mohanty', 'Panda', 'Patnaik', 'Sahoo', 'Nayak', 'Behera', 'Swain', 'Pradhan', 'Jena', 'Dash', 'Mohapatra', 'Rout'],
    cities: ['Bhubaneswar', 'Cuttack'],
  },
  muslim: {
    m: ['Mohammed Irfan', 'Faizan', 'Imran', 'Arshad', 'Tanveer', 'Salman', 'Zaheer', 'Aamir', 'Abdul Rehman', 'Shahid', 'Mohd. Asif'],
    f: ['Ayesha', 'Zoya', 'Shabana', 'Nazia', 'Sana', 'Farheen', 'Rukhsar', 'Heena', 'Tabassum', 'Nasreen'],
    last: ['Khan', 'Siddiqui', 'Ansari', 'Qureshi', 'Shaikh', 'Sayyed', 'Pathan', 'Hussain', 'Rizvi', 'Mirza', 'Baig', 'Naqvi'],
    cities: ['Lucknow', 'Hyderabad', 'Mumbai', 'Bhopal', 'Kolkata', 'Aligarh' /* fallback handled */],
  },
  christian: {
    m: ['Joseph', 'Thomas', 'George', 'Francis', 'Jerome', 'Sebastian', 'Anthony', 'Clement', 'Roshan', 'Melwyn'],
    f: ['Mary', 'Anita', 'Reena', 'Sharon', 'Elizabeth', 'Jacintha', 'Priscilla', 'Teresa', 'Gracy', 'Leena'],
    last: ["D'Souza", 'Fernandes', 'Pereira', 'Rodrigues', 'Mathew', 'Varghese', 'Kurian', 'Jacob', 'Lobo', "D'Costa", 'Pinto', 'Menezes', 'Abraham'],
    cities: ['Margao', 'Panaji', 'Mangaluru', 'Kochi', 'Mumbai', 'Chennai'],
  },
  sikh: {
    m: ['Gurpreet', 'Harpreet', 'Manjeet', 'Jaswinder', 'Navjot', 'Amandeep', 'Paramjit', 'Kuldeep', 'Sukhwinder', 'Harjinder'],
    f: ['Simran', 'Harleen', 'Gurleen', 'Manpreet', 'Jasleen', 'Rupinder', 'Navneet'],
    last: ['Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Bajwa', 'Sidhu', 'Bedi', 'Chahal', 'Randhawa', 'Virk'],
    cities: ['Ludhiana', 'Amritsar', 'Chandigarh', 'New Delhi'],
  },
  parsi: {
    m: ['Cyrus', 'Zubin', 'Farokh', 'Rustom', 'Behram', 'Jehangir', 'Kaizad', 'Darius'],
    f: ['Dinaz', 'Perizad', 'Shernaz', 'Roshni', 'Freny', 'Zenobia', 'Khushnuma'],
    last: ['Irani', 'Mistry', 'Wadia', 'Dastur', 'Contractor', 'Batliwala', 'Engineer', 'Daruwalla', 'Bharucha', 'Kotwal'],
    cities: ['Mumbai', 'Surat', 'Pune'],
  },
  assamese: {
    m: ['Bhaskar', 'Pranjal', 'Dipankar', 'Hiranya', 'Jyotiprasad', 'Mridul'],
    f: ['Nilakshi', 'Barnali', 'Jonali', 'Pallabi', 'Rimjhim', 'Dikshita'],
    last: ['Bora', 'Baruah', 'Gogoi', 'Saikia', 'Kalita', 'Hazarika', 'Deka', 'Sarma', 'Phukan'],
    cities: ['Guwahati'],
  },
  mizo: {
    m: ['Vanlalhriata', 'Lalrinmawia', 'Zothanpuia', 'Lalmuanpuia'],
    f: ['Lalremruati', 'Lalrinpuii', 'Zodinpuii', 'Vanlalruati'],
    last: ['Ralte', 'Khiangte', 'Hmar', 'Pachuau', 'Sailo', 'Chhangte'],
    cities: ['Aizawl'],
  },
  manipuri: {
    m: ['Tomba', 'Ibomcha', 'Premjit', 'Bijen', 'Sanatomba'],
    f: ['Thoibi', 'Memcha', 'Bembem', 'Sanahanbi', 'Ibemhal'],
    last: ['Ningombam', 'Laishram', 'Khumanthem', 'Thokchom', 'Wahengbam', 'Yumnam'],
    cities: ['Imphal'],
  },
  naga: {
    m: ['Kevisetuo', 'Neiphiu', 'Vikuo', 'Temjen', 'Imkong'],
    f: ['Vikeno', 'Akole', 'Sentila', 'Atoli', 'Khrieno'],
    last: ['Angami', 'Zeliang', 'Rio', 'Ao', 'Sema', 'Chishi', 'Longkumer'],
    cities: ['Kohima', 'Guwahati'],
  },
  khasi: {
    m: ['Banshanlang', 'Wanbok', 'Donbok', 'Ricky'],
    f: ['Iaishah', 'Daphimaia', 'Badaplin', 'Ibameri'],
    last: ['Lyngdoh', 'Kharkongor', 'Syiem', 'Marbaniang', 'Nongrum', 'Rymbai'],
    cities: ['Shillong'],
  },
  sikkimese: {
    m: ['Pema', 'Karma', 'Tenzing', 'Sonam', 'Norbu'],
    f: ['Dechen', 'Pema', 'Yangchen', 'Tshering', 'Dolma'],
    last: ['Bhutia', 'Lepcha', 'Tamang', 'Sherpa', 'Gurung', 'Rai'],
    cities: ['Gangtok'],
  },
};

export const ALL_COMMS = Object.keys(POOLS) as Comm[];

export interface City {
  city: string;
  district: string;
  state: string;
  std: string;
  locs: [string, string][];
  style?: 'blr' | 'chn' | 'hyd' | 'ncr' | 'west' | 'east' | 'rural';
}

export const CITIES: City[] = [
  { city: 'Pune', district: 'Pune', state: 'Maharashtra', std: '020', style: 'west', locs: [['Kharadi', '411014'], ['Kothrud', '411038'], ['Baner', '411045'], ['Hadapsar', '411028'], ['Wakad', '411057'], ['Aundh', '411007'], ['Sinhagad Road', '411041']] },
  { city: 'Mumbai', district: 'Mumbai Suburban', state: 'Maharashtra', std: '022', style: 'west', locs: [['Andheri East', '400069'], ['Borivali West', '400092'], ['Malad West', '400064'], ['Powai', '400076'], ['Chembur', '400071'], ['Ghatkopar East', '400077'], ['Dadar West', '400028'], ['Bandra West', '400050']] },
  { city: 'Thane', district: 'Thane', state: 'Maharashtra', std: '022', style: 'west', locs: [['Ghodbunder Road', '400615'], ['Naupada', '400602'], ['Vartak Nagar', '400606']] },
  { city: 'Nagpur', district: 'Nagpur', state: 'Maharashtra', std: '0712', style: 'west', locs: [['Dharampeth', '440010'], ['Manish Nagar', '440015'], ['Sadar', '440001']] },
  { city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka', std: '080', style: 'blr', locs: [['Indiranagar', '560038'], ['Koramangala 5th Block', '560095'], ['Jayanagar 4th Block', '560011'], ['Whitefield', '560066'], ['HSR Layout', '560102'], ['Malleshwaram', '560003'], ['Basavanagudi', '560004'], ['Yelahanka New Town', '560064']] },
  { city: 'Mangaluru', district: 'Dakshina Kannada', state: 'Karnataka', std: '0824', style: 'blr', locs: [['Kadri', '575002'], ['Bejai', '575004'], ['Kankanady', '575002']] },
  { city: 'Mysuru', district: 'Mysuru', state: 'Karnataka', std: '0821', style: 'blr', locs: [['Kuvempunagar', '570023'], ['Saraswathipuram', '570009'], ['Vijayanagar 2nd Stage', '570017']] },
  { city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', std: '044', style: 'chn', locs: [['Adyar', '600020'], ['T. Nagar', '600017'], ['Velachery', '600042'], ['Anna Nagar West', '600040'], ['Mylapore', '600004'], ['Tambaram West', '600045'], ['Porur', '600116']] },
  { city: 'Coimbatore', district: 'Coimbatore', state: 'Tamil Nadu', std: '0422', style: 'chn', locs: [['R.S. Puram', '641002'], ['Peelamedu', '641004'], ['Saibaba Colony', '641011']] },
  { city: 'Madurai', district: 'Madurai', state: 'Tamil Nadu', std: '0452', style: 'chn', locs: [['K.K. Nagar', '625020'], ['Tallakulam', '625002'], ['Anna Nagar', '625020']] },
  { city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', std: '040', style: 'hyd', locs: [['Kukatpally', '500072'], ['Madhapur', '500081'], ['Ameerpet', '500016'], ['Dilsukhnagar', '500060'], ['Banjara Hills', '500034'], ['Tolichowki', '500008'], ['Secunderabad', '500003']] },
  { city: 'Visakhapatnam', district: 'Visakhapatnam', state: 'Andhra Pradesh', std: '0891', style: 'hyd', locs: [['MVP Colony', '530017'], ['Dwaraka Nagar', '530016'], ['Gajuwaka', '530026']] },
  { city: 'Vijayawada', district: 'NTR', state: 'Andhra Pradesh', std: '0866', style: 'hyd', locs: [['Benz Circle', '520010'], ['Labbipet', '520010'], ['Patamata', '520010']] },
  { city: 'Kochi', district: 'Ernakulam', state: 'Kerala', std: '0484', style: 'chn', locs: [['Kakkanad', '682030'], ['Edappally', '682024'], ['Vyttila', '682019'], ['Palarivattom', '682025']] },
  { city: 'Thiruvananthapuram', district: 'Thiruvananthapuram', state: 'Kerala', std: '0471', style: 'chn', locs: [['Pattom', '695004'], ['Kowdiar', '695003'], ['Vazhuthacaud', '695014']] },
  { city: 'New Delhi', district: 'South Delhi', state: 'Delhi', std: '011', style: 'ncr', locs: [['Lajpat Nagar II', '110024'], ['Malviya Nagar', '110017'], ['Saket', '110017'], ['Dwarka Sector 12', '110078'], ['Janakpuri', '110058']] },
  { city: 'Delhi', district: 'North West Delhi', state: 'Delhi', std: '011', style: 'ncr', locs: [['Rohini Sector 9', '110085'], ['Pitampura', '110034'], ['Shalimar Bagh', '110088'], ['Mayur Vihar Phase 1', '110091']] },
  { city: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh', std: '0120', style: 'ncr', locs: [['Sector 62', '201309'], ['Sector 50', '201301'], ['Sector 137', '201305']] },
  { city: 'Gurugram', district: 'Gurugram', state: 'Haryana', std: '0124', style: 'ncr', locs: [['DLF Phase 3', '122002'], ['Sector 56', '122011'], ['Sushant Lok 1', '122009']] },
  { city: 'Kolkata', district: 'Kolkata', state: 'West Bengal', std: '033', style: 'east', locs: [['Behala', '700034'], ['Garia', '700084'], ['Gariahat', '700019'], ['Tollygunge', '700033'], ['Shyambazar', '700004'], ['Salt Lake Sector 1', '700064']] },
  { city: 'Howrah', district: 'Howrah', state: 'West Bengal', std: '033', style: 'east', locs: [['Shibpur', '711102'], ['Bally', '711201']] },
  { city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', std: '0141', style: 'ncr', locs: [['Malviya Nagar', '302017'], ['Vaishali Nagar', '302021'], ['Mansarovar', '302020'], ['C-Scheme', '302001'], ['Raja Park', '302004']] },
  { city: 'Jodhpur', district: 'Jodhpur', state: 'Rajasthan', std: '0291', style: 'ncr', locs: [['Sardarpura', '342003'], ['Shastri Nagar', '342003'], ['Paota', '342006']] },
  { city: 'Lucknow', district: 'Lucknow', state: 'Uttar Pradesh', std: '0522', style: 'ncr', locs: [['Gomti Nagar', '226010'], ['Aliganj', '226024'], ['Indira Nagar', '226016'], ['Aminabad', '226018']] },
  { city: 'Kanpur', district: 'Kanpur Nagar', state: 'Uttar Pradesh', std: '0512', style: 'ncr', locs: [['Kidwai Nagar', '208011'], ['Swaroop Nagar', '208002'], ['Kakadeo', '208025']] },
  { city: 'Varanasi', district: 'Varanasi', state: 'Uttar Pradesh', std: '0542', style: 'ncr', locs: [['Lanka', '221005'], ['Sigra', '221010'], ['Bhelupur', '221010']] },
  { city: 'Aligarh', district: 'Aligarh', state: 'Uttar Pradesh', std: '0571', style: 'ncr', locs: [['Civil Lines', '202001'], ['Jamalpur', '202002']] },
  { city: 'Patna', district: 'Patna', state: 'Bihar', std: '0612', style: 'east', locs: [['Kankarbagh', '800020'], ['Boring Road', '800001'], ['Rajendra Nagar', '800016'], ['Danapur', '801503']] },
  { city: 'Ranchi', district: 'Ranchi', state: 'Jharkhand', std: '0651', style: 'east', locs: [['Lalpur', '834001'], ['Harmu', '834002'], ['Bariatu', '834009']] },
  { city: 'Bhopal', district: 'Bhopal', state: 'Madhya Pradesh', std: '0755', style: 'ncr', locs: [['Arera Colony', '462016'], ['Kolar Road', '462042'], ['MP Nagar', '462011']] },
  { city: 'Indore', district: 'Indore', state: 'Madhya Pradesh', std: '0731', style: 'ncr', locs: [['Vijay Nagar', '452010'], ['Palasia', '452001'], ['Rajendra Nagar', '452012']] },
  { city: 'Raipur', district: 'Raipur', state: 'Chhattisgarh', std: '0771', style: 'ncr', locs: [['Shankar Nagar', '492007'], ['Telibandha', '492006']] },
  { city: 'Ahmedabad', district: 'Ahmedabad', state: 'Gujarat', std: '079', style: 'west', locs: [['Navrangpura', '380009'], ['Satellite', '380015'], ['Maninagar', '380008'], ['Bopal', '380058'], ['Naranpura', '380013']] },
  { city: 'Surat', district: 'Surat', state: 'Gujarat', std: '0261', style: 'west', locs: [['Adajan', '395009'], ['Vesu', '395007'], ['Athwa Lines', '395001']] },
  { city: 'Vadodara', district: 'Vadodara', state: 'Gujarat', std: '0265', style: 'west', locs: [['Alkapuri', '390007'], ['Karelibaug', '390018'], ['Manjalpur', '390011']] },
  { city: 'Bhubaneswar', district: 'Khordha', state: 'Odisha', std: '0674', style: 'east', locs: [['Saheed Nagar', '751007'], ['Patia', '751024'], ['Nayapalli', '751012'], ['Old Town', '751002']] },
  { city: 'Cuttack', district: 'Cuttack', state: 'Odisha', std: '0671', style: 'east', locs: [['Buxi Bazar', '753001'], ['CDA Sector 9', '753014'], ['Tulsipur', '753008']] },
  { city: 'Guwahati', district: 'Kamrup Metropolitan', state: 'Assam', std: '0361', style: 'east', locs: [['Beltola', '781028'], ['Zoo Road', '781005'], ['Chandmari', '781003'], ['Ganeshguri', '781006']] },
  { city: 'Shillong', district: 'East Khasi Hills', state: 'Meghalaya', std: '0364', style: 'east', locs: [['Laitumkhrah', '793003'], ['Nongthymmai', '793014'], ['Mawlai', '793008']] },
  { city: 'Aizawl', district: 'Aizawl', state: 'Mizoram', std: '0389', style: 'east', locs: [['Chanmari', '796007'], ['Zarkawt', '796001'], ['Ramhlun North', '796012']] },
  { city: 'Imphal', district: 'Imphal West', state: 'Manipur', std: '0385', style: 'east', locs: [['Thangmeiband', '795001'], ['Singjamei', '795008'], ['Uripok', '795001']] },
  { city: 'Kohima', district: 'Kohima', state: 'Nagaland', std: '0370', style: 'east', locs: [['Midland', '797001'], ['Forest Colony', '797001']] },
  { city: 'Gangtok', district: 'Gangtok', state: 'Sikkim', std: '03592', style: 'east', locs: [['Development Area', '737101'], ['Tadong', '737102']] },
  { city: 'Chandigarh', district: 'Chandigarh', state: 'Chandigarh', std: '0172', style: 'ncr', locs: [['Sector 22-B', '160022'], ['Sector 35-C', '160022'], ['Sector 44-D', '160047']] },
  { city: 'Ludhiana', district: 'Ludhiana', state: 'Punjab', std: '0161', style: 'ncr', locs: [['Model Town', '141002'], ['Sarabha Nagar', '141001'], ['Dugri', '141013']] },
  { city: 'Amritsar', district: 'Amritsar', state: 'Punjab', std: '0183', style: 'ncr', locs: [['Ranjit Avenue', '143001'], ['Lawrence Road', '143001'], ['Majitha Road', '143001']] },
  { city: 'Dehradun', district: 'Dehradun', state: 'Uttarakhand', std: '0135', style: 'ncr', locs: [['Rajpur Road', '248001'], ['Vasant Vihar', '248006'], ['Dalanwala', '248001']] },
  { city: 'Margao', district: 'South Goa', state: 'Goa', std: '0832', style: 'west', locs: [['Aquem', '403601'], ['Fatorda', '403602'], ['Navelim', '403707']] },
  { city: 'Panaji', district: 'North Goa', state: 'Goa', std: '0832', style: 'west', locs: [['Altinho', '403001'], ['Miramar', '403001'], ['Caranzalem', '403002']] },
];

export function cityByName(name: string): City {
  const c = CITIES.find((x) => x.city === name);
  if (!c) throw new Error('no city ' + name);
  return c;
}

const STREETS_GENERIC = ['MG Road', 'Station Road', 'Nehru Road', 'Tilak Road', 'Link Road', 'Temple Road', 'Church Road', 'Subhash Marg', 'Ring Road', 'Canal Road', 'Market Road', 'Gandhi Chowk Road', 'College Road', 'Shanti Path'];
const STREETS_BLR = ['2nd Cross', '5th Main', '80 Feet Road', '12th Cross, 4th Main', '1st Stage', '3rd Block, 7th Cross', '100 Feet Road'];
const STREETS_CHN = ['Nehru Street', 'Kamaraj Salai', 'Gandhi Street', '3rd Avenue', 'Bharathi Nagar 2nd Street', 'Pillaiyar Koil Street', 'East Coast Road'];
const STREETS_HYD = ['Road No. 12', 'Sainath Colony', 'Vivekananda Nagar', 'Lane 3, Srinivasa Colony', 'Balaji Nagar'];
const BUILDINGS = [
  'Sai Krupa Apartments',
  'Shanti Kunj',
  'Green Valley Residency',
  'Gokul Dham Society',
  'Om Sai CHS',
  'Sunshine Towers',
  'Lotus Enclave',
  'Ganga Heights',
  'Shree Ganesh Apartments',
  'Silver Oak Residency',
  'Nilgiri Apartments',
  'Rose Villa',
  'Kaveri Nivas',
  'Lakshmi Nilayam',
  'Anand Vihar Society',
  'Blue Bell Apartments',
  'Royal Palms',
  'Vrindavan Apartments',
  'Padmavati Residency',
  'Sagar Darshan CHS',
];
export const LANDMARKS = [
  'near Hanuman Mandir',
  'opp. SBI ATM',
  'behind Bus Depot',
  'near Reliance Fresh',
  'beside Apollo Pharmacy',
  'opposite Govt. Girls School',
  'near Water Tank',
  'next to Shiv Mandir',
  'near Petrol Pump',
  'behind Gurudwara',
  'near St. Mary Church',
  'opp. Post Office',
  'near Jama Masjid',
  'beside Kirana Store',
  'near Railway Crossing',
  'opposite Community Hall',
];

export interface Addr {
  house: string;
  building?: string;
  street: string;
  locality: string;
  landmark?: string;
  city: string;
  district: string;
  state: string;
  pin: string;
  std: string;
}

export function makeAddr(cityName?: string): Addr {
  const c = cityName ? cityByName(cityName) : R.pick(CITIES);
  const [locality, pin] = R.pick(c.locs);
  const st = c.style ?? 'ncr';
  let house: string;
  let building: string | undefined;
  let street: string;
  if (st === 'blr') {
    house = R.pick([`#${R.int(1, 480)}`, `No. ${R.int(1, 300)}`, `#${R.int(10, 99)}/${R.int(1, 9)}`]);
    street = R.pick(STREETS_BLR);
    if (R.chance(0.4)) {
      building = R.pick(BUILDINGS);
      house = `Flat ${R.int(1, 9)}0${R.int(1, 8)}`;
    }
  } else if (st === 'chn') {
    house = R.pick([`Old No. ${R.int(2, 60)}, New No. ${R.int(2, 120)}`, `No. ${R.int(1, 200)}`, `Door No. ${R.int(1, 99)}/${R.int(1, 40)}`, `Plot ${R.int(1, 150)}`]);
    street = R.pick(STREETS_CHN);
    if (R.chance(0.3)) building = R.pick(BUILDINGS);
  } else if (st === 'hyd') {
    house = R.pick([`H.No. ${R.int(1, 16)}-${R.int(1, 12)}-${R.int(10, 480)}`, `Flat ${R.int(1, 5)}0${R.int(1, 6)}`, `D.No. ${R.int(10, 59)}-${R.int(1, 30)}-${R.int(1, 90)}`]);
    street = R.pick(STREETS_HYD);
    if (house.startsWith('Flat')) building = R.pick(BUILDINGS);
  } else if (st === 'west') {
    house = R.pick([`Flat ${R.int(1, 22)}0${R.int(1, 8)}`, `Flat No. ${R.pick(['A', 'B', 'C'])}-${R.int(1, 14)}0${R.int(1, 6)}`, `Room ${R.int(1, 40)}`, `Bungalow ${R.int(1, 40)}`]);
    building = R.pick(BUILDINGS);
    street = R.pick(STREETS_GENERIC);
  } else if (st === 'east') {
    house = R.pick([`${R.int(1, 120)}/${R.int(1, 40)}`, `Flat ${R.pick(['1A', '2B', '3C', '4D', 'G2'])}`, `House No. ${R.int(1, 300)}`, `P-${R.int(10, 300)}`]);
    street = R.pick(['Lake Road', 'Rash Behari Avenue', 'Jessore Road', 'G.S. Road', 'Station Road', 'Netaji Subhas Road', 'Kali Mandir Lane', 'Bye Lane 3']);
    if (R.chance(0.35)) building = R.pick(BUILDINGS);
  } else {
    house = R.pick([`H.No. ${R.int(1, 999)}`, `${R.pick(['A', 'B', 'C', 'D', 'E'])}-${R.int(1, 250)}`, `Plot No. ${R.int(1, 400)}`, `House No. ${R.int(1, 600)}`, `${R.int(1, 99)}/${R.int(1, 400)}`]);
    street = R.pick(['Gali No. ' + R.int(1, 12), 'Block ' + R.pick(['A', 'B', 'C', 'D']), 'Sector ' + R.int(2, 40), ...STREETS_GENERIC]);
    if (street.startsWith('Sector') && /Sector/.test(locality)) street = 'Block ' + R.pick(['A', 'B', 'C', 'D', 'E']);
    if (R.chance(0.3)) building = R.pick(BUILDINGS);
  }
  return {
    house,
    building,
    street,
    locality,
    landmark: R.chance(0.35) ? R.pick(LANDMARKS) : undefined,
    city: c.city,
    district: c.district,
    state: c.state,
    pin,
    std: c.std,
  };
}

export function line1(a: Addr): string {
  return a.building ? `${a.house}, ${a.building}` : a.house;
}
export function line2(a: Addr, landmark = true): string {
  const parts = [a.street];
  if (landmark && a.landmark) parts.push(a.landmark);
  parts.push(a.locality);
  return parts.join(', ');
}
export function fullAddr(a: Addr, opts: { state?: boolean; pin?: boolean; landmark?: boolean; city?: boolean } = {}): string {
  const { state = R.chance(0.5), pin = true, landmark = true, city = true } = opts;
  let s = `${line1(a)}, ${line2(a, landmark)}`;
  if (city) s += `, ${a.city}`;
  if (state) s += `, ${a.state}`;
  if (pin) s += R.pick([` - ${a.pin}`, ` ${a.pin}`, `-${a.pin}`, `, ${a.pin}`, `, PIN ${a.pin}`]);
  return s;
}
/** A short free-text address ("Kharadi, Pune"). */
export function shortAddr(a: Addr): string {
  return R.pick([`${a.locality}, ${a.city}`, `${a.locality} ${a.city}`, `${line1(a)}, ${a.locality}`, `${a.locality}, ${a.city} ${a.pin}`]);
}

// ---------------------------------------------------------------- Devanagari

const HI_M = ['राजेश', 'अमित', 'मनोज', 'रामप्रसाद', 'संजय', 'विनोद', 'दिनेश', 'राकेश', 'सुरेश', 'मुकेश', 'अशोक', 'रमेश'];
const HI_F = ['सुनीता', 'पूजा', 'कमला', 'गीता', 'अनीता', 'सरिता', 'ममता', 'रेखा', 'उषा', 'सीमा', 'किरन', 'शांति'];
const HI_LAST = ['शर्मा', 'वर्मा', 'यादव', 'तिवारी', 'मिश्रा', 'सिंह', 'गुप्ता', 'पांडेय', 'श्रीवास्तव', 'चौहान', 'प्रसाद', 'कुशवाहा'];
const HI_LOCS: [string, string, string][] = [
  ['राजेंद्र नगर', 'पटना', '800016'],
  ['कंकड़बाग', 'पटना', '800020'],
  ['गोमती नगर', 'लखनऊ', '226010'],
  ['अलीगंज', 'लखनऊ', '226024'],
  ['मालवीय नगर', 'जयपुर', '302017'],
  ['मानसरोवर', 'जयपुर', '302020'],
  ['किदवई नगर', 'कानपुर', '208011'],
  ['अरेरा कॉलोनी', 'भोपाल', '462016'],
  ['लंका', 'वाराणसी', '221005'],
  ['विजय नगर', 'इंदौर', '452010'],
  ['लालपुर', 'रांची', '834001'],
];
export const HI_CITIES = ['पटना', 'लखनऊ', 'जयपुर', 'कानपुर', 'भोपाल', 'वाराणसी', 'इंदौर', 'रांची', 'गोरखपुर', 'प्रयागराज'];

export interface HiPerson {
  first: string;
  last: string;
  full: string;
  gender: 'M' | 'F';
}
export function hiPerson(g?: 'M' | 'F'): HiPerson {
  const gender = g ?? (R.chance(0.5) ? 'M' : 'F');
  const first = R.pick(gender === 'M' ? HI_M : HI_F);
  const last = gender === 'F' && R.chance(0.25) ? 'देवी' : R.pick(HI_LAST);
  const full = gender === 'M' && R.chance(0.2) ? `${first} कुमार ${last}` : `${first} ${last}`;
  return { first, last, full, gender };
}
export function hiAddr(): { full: string; city: string; pin: string; local: string } {
  const [loc, city, pin] = R.pick(HI_LOCS);
  const house = R.pick([`मकान नं. ${R.int(1, 400)}`, `म.नं. ${R.int(1, 99)}/${R.int(1, 30)}`, `प्लॉट नं. ${R.int(1, 200)}`, `फ्लैट ${R.int(1, 4)}0${R.int(1, 6)}`]);
  const gali = R.pick([`गली नं. ${R.int(1, 12)}`, `वार्ड नं. ${R.int(1, 40)}`, `${R.pick(['हनुमान मंदिर', 'शिव मंदिर', 'पानी की टंकी', 'सरकारी स्कूल'])} के पास`]);
  const local = `${house}, ${gali}, ${loc}`;
  return { full: `${local}, ${city} - ${pin}`, city, pin, local };
}
export function ruralAddrHi(): string {
  const v = R.pick(['रामपुर', 'खजुरी', 'सिकंदरपुर', 'बेलवा', 'मधुबन', 'चंदनपुर', 'शिवपुर']);
  const post = R.pick(['खजुरी', 'बड़हरा', 'सरैया', 'मोहनपुर']);
  return `ग्राम ${v}, पोस्ट ${post}, तहसील ${R.pick(['फूलपुर', 'सदर', 'हाटा', 'बांसडीह'])}`;
}
export function ruralAddrRoman(): { village: string; post: string; tehsil: string; district: string; state: string; pin: string } {
  const pick = R.pick([
    ['Rampur', 'Khajuri', 'Phulpur', 'Prayagraj', 'Uttar Pradesh', '212402'],
    ['Belwa', 'Sariya', 'Hata', 'Kushinagar', 'Uttar Pradesh', '274203'],
    ['Chandanpur', 'Mohanpur', 'Bansdih', 'Ballia', 'Uttar Pradesh', '277202'],
    ['Madhuban', 'Barhara', 'Koilwar', 'Bhojpur', 'Bihar', '802160'],
    ['Sikandarpur', 'Sikandarpur', 'Sadar', 'Muzaffarpur', 'Bihar', '842001'],
    ['Khandala', 'Khandala', 'Shirur', 'Pune', 'Maharashtra', '412210'],
    ['Kotpad', 'Kotpad', 'Kotpad', 'Koraput', 'Odisha', '764058'],
    ['Nagla Jat', 'Baldeo', 'Mahavan', 'Mathura', 'Uttar Pradesh', '281301'],
    ['Palasbari', 'Palasbari', 'Chhaygaon', 'Kamrup', 'Assam', '781128'],
    ['Tiruvalam', 'Tiruvalam', 'Katpadi', 'Vellore', 'Tamil Nadu', '632515'],
  ] as const);
  return { village: pick[0], post: pick[1], tehsil: pick[2], district: pick[3], state: pick[4], pin: pick[5] };
}

// ---------------------------------------------------------------- persons

export interface Person {
  comm: Comm;
  gender: 'M' | 'F';
  first: string;
  last: string;
  /** display full name, e.g. "Rohit Kumar Sharma", "K. Senthil Kumar", "Laishram Thoibi Devi" */
  full: string;
  /** "R. Sharma" style */
  initialForm: string;
  dob: Ymd;
  mobile: string;
  email: string;
  workEmail: (domain: string) => string;
  aadhaar: string;
  pan: string;
  addr: Addr;
  acct: Account;
  upi: string;
  card: { no: string; net: import('./core').Network };
  ip: string;
  title: string;
}

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'yahoo.com', 'rediffmail.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'protonmail.com'];
export const PSP = ['okaxis', 'oksbi', 'okhdfcbank', 'okicici', 'ybl', 'ibl', 'axl', 'paytm', 'apl', 'upi', 'icici', 'sbi', 'axisbank', 'hdfcbank', 'kotak', 'ptsbi', 'ptyes', 'pthdfc', 'ptaxis', 'waaxis', 'wahdfcbank', 'jupiteraxis', 'freecharge', 'airtel', 'ikwik', 'yapl', 'idfcfirst', 'fbl'];

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function makePerson(opts: { comm?: Comm; gender?: 'M' | 'F'; y0?: number; y1?: number; city?: string } = {}): Person {
  const comm = opts.comm ?? R.pick(ALL_COMMS);
  const pool = POOLS[comm];
  const gender = opts.gender ?? (R.chance(0.5) ? 'M' : 'F');
  const first = R.pick(gender === 'M' ? pool.m : pool.f);
  let last = R.pick(pool.last);
  let full: string;
  switch (comm) {
    case 'tamil':
      if (R.chance(0.5)) {
        // initial + given name(s): "K. Senthil Kumar", "R. Revathi"
        const ini = R.pick('KSRMPAVNTGBJCDL'.split(''));
        const given = gender === 'M' && R.chance(0.4) ? `${first} Kumar` : first;
        full = R.chance(0.7) ? `${ini}. ${given}` : `${given} ${ini}`;
        last = ini;
      } else full = `${first} ${last}`;
      break;
    case 'sikh':
      last = gender === 'M' ? (R.chance(0.5) ? 'Singh' : last) : R.chance(0.5) ? 'Kaur' : last;
      full = R.chance(0.4) ? `${first} ${gender === 'M' ? 'Singh' : 'Kaur'} ${R.pick(pool.last)}` : `${first} ${last}`;
      break;
    case 'manipuri':
      full = `${last} ${first}${gender === 'F' ? ' Devi' : R.chance(0.5) ? ' Singh' : ''}`;
      break;
    case 'mizo':
      full = R.chance(0.35) ? first : `${first} ${last}`;
      break;
    case 'hindi':
      full = gender === 'M' && R.chance(0.25) ? `${first} Kumar ${last}` : gender === 'F' && R.chance(0.15) ? `${first} Devi` : `${first} ${last}`;
      if (full.endsWith(' Devi')) last = 'Devi';
      break;
    case 'parsi':
      full = R.chance(0.3) ? `${first} ${R.pick(POOLS.parsi.m)} ${last}` : `${first} ${last}`;
      break;
    default:
      full = `${first} ${last}`;
  }
  const c = opts.city ? opts.city : R.pick(pool.cities.filter((x) => CITIES.some((cc) => cc.city === x)));
  const addr = makeAddr(c);
  const dob = randDate(opts.y0 ?? 1955, opts.y1 ?? 2003);
  const mob = mobile();
  const fs = slug(first.split(' ')[0] as string);
  const ls = slug(last);
  const yy = String(dob.y).slice(2);
  const email =
    R.pick([`${fs}.${ls}`, `${fs}${ls}${yy}`, `${fs}.${ls}${R.int(1, 99)}`, `${fs[0]}${ls}`, `${fs}_${ls}`, `${fs}${R.int(100, 999)}`, `${ls}.${fs}`]) +
    '@' +
    R.pick(EMAIL_DOMAINS);
  const upi = R.wpick([
    [4, `${fs}.${ls}`],
    [3, `${fs}${ls}${R.int(1, 99)}`],
    [3, mob],
    [2, `${fs}${yy}`],
    [1, `${fs}.${R.int(1990, 2003)}`],
  ]) + '@' + R.pick(PSP);
  return {
    comm,
    gender,
    first,
    last,
    full,
    initialForm: last.length === 1 ? full : `${(first[0] as string).toUpperCase()}. ${last}`,
    dob,
    mobile: mob,
    email,
    workEmail: (domain: string) => `${fs}.${ls}@${domain}`,
    aadhaar: aadhaar(),
    pan: pan('P', last),
    addr,
    acct: account(),
    upi,
    card: cardNumber(),
    ip: ip(),
    title: gender === 'M' ? R.pick(['Mr.', 'Mr', 'Shri', 'Dr.', 'Mr.']) : R.pick(['Mrs.', 'Ms.', 'Smt.', 'Ms', 'Dr.', 'Kumari']),
  };
}

// ---------------------------------------------------------------- businesses (not personal)

export const BUSINESSES = [
  'Lakshmi Textiles',
  'Ganesh Medicals',
  'Sai Krupa Traders',
  'Balaji Enterprises',
  'Shree Krishna Sweets',
  'Durga Hardware',
  'Saraswati Book Depot',
  'Murugan Stores',
  'Ayyappa Motors',
  'Hanuman Transport Co.',
  'Annapurna Caterers',
  'Jai Bhavani Kirana',
  'Mahalaxmi Jewellers',
  'Venkateshwara Agencies',
  'Gurukripa Electricals',
  'Om Sai Mobiles',
  'Kamakshi Silks',
  'Anand Dairy',
  'Rajesh Electronics',
  'Priya Beauty Parlour',
  'Joseph & Sons Bakery',
  'Mehta Brothers Pvt Ltd',
  'Parvati Flour Mill',
  'Guru Nanak Auto Works',
  'Meenakshi Handlooms',
  'Khan Chacha Biryani House',
  'New Bengal Sweet House',
  'Kalinga Cement Agencies',
  'Brahmaputra Tea Traders',
  'Nilgiri Spices Co.',
];
export const COMPANIES = [
  'Tatvam Softlabs Pvt Ltd',
  'Nimbus Fintech Pvt Ltd',
  'Kaveri Logistics LLP',
  'Sahyadri Agro Foods Ltd',
  'Indus Cloudworks Pvt Ltd',
  'Arka Health Services',
  'Deccan Polymers Ltd',
  'Ganga Motors Pvt Ltd',
  'Vayu Airconditioning Co.',
  'Bluechip Staffing Solutions',
  'Shakti Power Systems',
  'Konark Infra Projects',
];
export const COMPANY_DOMAINS = ['tatvamsoft.in', 'nimbusfin.com', 'kaverilogistics.co.in', 'sahyadriagro.com', 'induscloud.io', 'arkahealth.in', 'deccanpoly.com', 'gangamotors.co.in'];
export const ROLE_MAILBOXES = ['support', 'noreply', 'accounts', 'care', 'billing', 'hr', 'help', 'info', 'grievance', 'no-reply', 'payouts', 'admin'];
export const HOSPITALS = ['Sanjeevani Multispeciality Hospital', 'Arogya Nursing Home', "St. Joseph's Hospital", 'Kamala Nehru Memorial Clinic', 'Sushrusha Hospital', 'Apex Heart Institute', 'Lifeline Diagnostics', 'Shanti Mother & Child Care'];
export const MERCHANT_VPAS = [
  'ganeshmedicals@hdfcbank',
  'lakshmitextiles.62@icici',
  'paytmqr281005050101' + 'xk2ab7@paytm',
  'q' + '839201746' + '@ybl',
  'sbimops.annapurna@sbi',
  'kaverilogistics.rzp@axisbank',
  'omsaimobiles@okbizaxis',
  'bharatpe.8021547793@fbpe',
  'merchant.mahalaxmi@kotak',
  'tatvamsoft.payu@hdfcbank',
];

/** A relative's full name in the same naming style (father, spouse, child). */
export function relativeName(p: Person, gender: 'M' | 'F'): string {
  const pool = POOLS[p.comm];
  const first = R.pick(gender === 'M' ? pool.m : pool.f);
  if (p.last.length === 1) return R.chance(0.5) ? first : `${R.letters(1)}. ${first}`;
  if (p.comm === 'manipuri') return `${p.last} ${first} ${gender === 'M' ? 'Singh' : 'Devi'}`;
  if (p.comm === 'sikh') return `${first} ${gender === 'M' ? 'Singh' : 'Kaur'}${R.chance(0.4) ? ' ' + p.last.replace(/^(Singh|Kaur)$/, 'Gill') : ''}`;
  if (p.comm === 'mizo') return `${first} ${R.pick(pool.last)}`;
  if (p.last === 'Devi') return `${first} ${R.pick(pool.last)}`;
  return `${first} ${p.last}`;
}
export function hiRelative(last: string, gender: 'M' | 'F'): string {
  const first = R.pick(gender === 'M' ? HI_M : HI_F);
  return `${first} ${last === 'देवी' ? R.pick(HI_LAST) : last}`;
}
