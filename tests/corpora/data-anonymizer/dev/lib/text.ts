/**
 * Free text in English, Hinglish and Hindi, from many small templates. Each template builds its text with
 * `cat`, so every personal value in it carries its own span.
 */

import { Biz, COMPANIES } from './biz';
import { Cell, cat, pii } from './cell';
import { Addr, BankAcct, Gen, Person } from './pii';

type T = () => Cell;

export class Texts {
  constructor(
    private readonly g: Gen,
    private readonly b: Biz,
  ) {}

  private get r() {
    return this.g.rng;
  }

  // Little makers of labelled values.
  N = (s: string): Cell => pii('name', s);
  P = (p: Person, style?: string): Cell => pii('phone', this.g.fmtMobile(p.mobile, style));
  E = (p: Person, domain?: string): Cell => pii('email', this.g.email(p, domain));
  U = (p: Person): Cell => pii('upi', this.g.upi(p));
  A = (s: string): Cell => pii('address', s);
  D = (p: Person, style?: string): Cell => pii('date_of_birth', this.g.fmtDate(p.dob, style ?? this.g.dobStyle()));
  BA = (a: BankAcct): Cell => pii('bank_account', a.account);
  C = (): Cell => pii('card', this.g.fmtCard(this.g.card()));
  AA = (): Cell => pii('aadhaar', this.g.fmtAadhaar(this.g.aadhaar()));
  PAN = (p: Person): Cell => pii('pan', this.g.pan(p.surname));

  private date(): string {
    return this.g.fmtDate(this.g.eventDate(2024, 2025), this.r.pick(['dd/mm/yyyy', 'd Mon yyyy', 'dd-Mon-yyyy', 'dth Month yyyy', 'd/m/yyyy']));
  }

  private shortAddr(a: Addr): string {
    return this.r.pick([a.full, `${a.line1}, ${a.line2}, ${a.city}`, `${a.line2}, ${a.city} ${a.pin}`, `${a.locality}, ${a.city}`]);
  }

  private run(ts: T[]): Cell {
    return this.r.pick(ts)();
  }

  /** What a customer writes in a support chat. */
  customerMsg(p: Person, orderId: string): Cell {
    const g = this.g;
    const { N, P, E, U, A, D, BA, C, AA, PAN } = this;
    const addr = g.address(p.city);
    const other = g.person({ female: !p.female });
    const acct = g.bank();
    return this.run([
      () => cat('Hi team, I am ', N(p.full), ' from ', A(p.city.city), '. My order ', orderId, ' has not been delivered yet.'),
      () => cat('Hello, my registered mobile number is ', P(p), '. Please check order ', orderId),
      () => cat('Please refund to a/c ', BA(acct), ' IFSC ', acct.ifsc, '. Account holder: ', N(g.nameForm(p, 'upper')), '.'),
      () => cat('UPI ', U(p), ' pending since yesterday, amount ', this.b.inr(this.b.amount(99, 4999), 'rs')),
      () => cat('bhai mera naam ', N(p.given.toLowerCase()), ' hai, order abhi tak nahi aaya. Address hai ', A(addr.full)),
      () => cat('mera number ', P(p), ' hai, delivery boy ko bolo call kare'),
      () => cat('Main ', N(p.full), p.female ? ' bol rahi hoon.' : ' bol raha hoon.', ' DOB ', D(p), ' hai, policy ka status batao please'),
      () => cat('Changed my email to ', E(p), ', please update it in my profile'),
      () => cat('I was charged twice on card ', C(), '. Txn ref ', this.b.utr()),
      () => cat('card ending ', this.r.digits(4), ' se payment fail hua, paisa kat gaya ', this.b.inr(this.b.amount(200, 9000), 'rupee')),
      () => cat('My PAN is ', PAN(p), ' and it is showing name mismatch'),
      () => cat('Aadhaar ', AA(), ' linked hai ya nahi check karo'),
      () => cat('where is my order?? its been ', String(this.r.int(3, 12)), ' days'),
      () => cat('Please deliver to ', A(addr.full), ' instead, I have shifted.'),
      () => cat('This is ', N(p.full.toUpperCase()), ', calling about the same issue again'),
      () => cat('hi its ', N(p.given.toLowerCase()), ' here. my new no is ', P(p, 'plain')),
      () => cat('Sir please call my ', p.female ? 'husband ' : 'wife ', N(other.full), ' on ', P(other), ', I am travelling'),
      () => cat('Refund mere account me daal do - A/C No. ', BA(acct), ', ', acct.bank, ', IFSC ', acct.ifsc),
      () => cat('GSTIN for the invoice: ', pii('gstin', g.gstin(COMPANIES[0] as string)), ', please reissue'),
      () => cat('ok'),
      () => cat('Still waiting. Worst experience!!'),
      () => cat('I was born on ', D(p, 'dth Month yyyy'), ', the app shows a different date'),
    ]);
  }

  /** What a support agent writes. */
  agentMsg(p: Person, agentName: string): Cell {
    const { N, E, A } = this;
    const addr = this.g.address(p.city);
    return this.run([
      () => cat('Hi ', N(p.given), ', this is ', N(agentName), ' from customer support. How can I help you today?'),
      () => cat('Thanks ', N(p.given), ', I have raised ticket ', this.b.ticket(), '. You will get an update on ', E(p), ' within 48 hours.'),
      () => cat('Sorry for the inconvenience. Your refund of ', this.b.inr(this.b.amount(100, 5000), 'rupee'), ' has been initiated.'),
      () => cat('Dear ', N(p.full), ', we have updated your address to ', A(addr.full), '.'),
      () => cat('Can you please confirm the last 4 digits of your registered number?'),
      () => cat('Noted ', this.g.title(p), N(p.surname), ', the pickup is scheduled for tomorrow between 10 AM and 1 PM.'),
      () => cat('You can also call us on ', this.g.helpline(), ' or write to support@shopkart.in'),
      () => cat('I have verified the account ending ', this.r.digits(4), '. Refund will reflect in 5-7 working days.'),
      () => cat('ji ', N(p.given), ', aapka order kal tak deliver ho jayega'),
    ]);
  }

  botMsg(): Cell {
    return cat(this.r.pick([
      'Please share your order ID.', 'Type 1 for order status, 2 for refunds, 3 to talk to an agent.',
      'Session closed due to inactivity.', 'Connecting you to an agent. Average wait time 2 min.',
      'Kripya apna order number bhejein.', 'कृपया अपना ऑर्डर नंबर लिखें।', 'Was this helpful? Reply YES or NO.',
    ]));
  }

  /** Sales / CRM call notes. */
  crmNote(p: Person): Cell {
    const g = this.g;
    const { N, P, E, A, D } = this;
    const other = g.person({ female: true });
    return this.run([
      () => cat('Called ', N(g.nameForm(p)), ' on ', this.date(), ', asked to call back after 6pm.'),
      () => cat('Spoke to ', g.title(p), N(p.full), ', interested in 2BHK, budget ', this.b.inr(this.r.int(40, 150) * 100000, 'rs')),
      () => cat('name, ', N(p.full.toUpperCase()), ' - wants demo next week'),
      () => cat('Referred by ', N(other.full), ' (', P(other), ')'),
      () => cat('Alt no ', P(p), ', office landline ', pii('phone', g.landline(p.city.city))),
      () => cat(this.r.pick(['Not interested', 'Busy, call later', 'Switched off', 'DND', 'Sent brochure on WhatsApp', 'Wrong number', 'Call back Monday'])),
      () => cat('Sent quotation to ', E(p), ', follow up on ', this.date()),
      () => cat(N(p.given), ' ne bola next month decide karenge, ', p.female ? 'husband ' : 'wife ', N(g.person({ female: !p.female }).given), ' se baat karni hai'),
      () => cat('Lives in ', A(`${g.address(p.city).locality}, ${p.city.city}`), ', prefers site visit on Sunday'),
      () => cat('DOB ', D(p), ' - eligible for senior citizen plan? check'),
      () => cat('Met at expo. Card says ', N(p.full), ', ', this.r.pick(COMPANIES), ', ', P(p)),
      () => cat('whatsapp pe brochure bheja, number ', P(p)),
      () => cat('Demo done, pricing shared. Decision maker is the owner.'),
    ]);
  }

  /** Courier and food delivery instructions. */
  deliveryNote(p: Person, addr: Addr): Cell {
    const g = this.g;
    const { N, P, A } = this;
    const other = g.person();
    return this.run([
      () => cat('deliver to ', A(this.shortAddr(addr)), ' after 7pm'),
      () => cat('Call ', P(p), ' before delivery, ask for ', N(p.given)),
      () => cat(this.r.pick(['Leave at security', 'Fragile - handle with care', 'COD - keep change ready', 'Do not ring the bell, baby sleeping', 'Deliver between 10 AM and 2 PM', 'Open box delivery'])),
      () => cat('Gate pe ', N(p.given), ' ko de dena, ', P(p), ' pe call karo'),
      () => cat('Landmark: ', A(this.r.pick(['Near Hanuman Mandir', 'Opp. SBI ATM', 'Behind Reliance Fresh', 'Next to Apollo Pharmacy'])), '. Customer ', N(p.full), ' not answering'),
      () => cat('If not home give to neighbour ', N(other.full), ' (flat ', A(`${this.r.pick(['A', 'B', 'C'])}-${this.r.int(1, 14)}0${this.r.int(1, 6)}`), ')'),
      () => cat('कृपया ', N(g.devPerson().full), ' को ही पार्सल दें, फ़ोन ', P(p)),
      () => cat('Customer ', N(g.nameForm(p)), ' says address is ', A(addr.full)),
    ]);
  }

  /** Hospital and clinic notes. */
  medNote(p: Person): Cell {
    const g = this.g;
    const { N, P, E, D } = this;
    const attendant = g.person();
    const doctor = g.person();
    return this.run([
      () => cat('Pt c/o fever x3 days. Attendant: ', N(attendant.full), ' (', this.r.pick(attendant.female ? ['daughter', 'wife', 'mother', 'sister'] : ['son', 'husband', 'father', 'brother']), ') ', P(attendant)),
      () => cat('Follow-up with Dr. ', N(doctor.full), ' in 2 weeks'),
      () => cat(this.r.pick(['BP 130/90, advised ECG and lipid profile', 'Known case of T2DM, on Metformin 500mg BD', 'Post-op day 3, stable',
        'Vitals normal. SpO2 98%.', 'Review with reports', 'X-ray chest PA view advised', 'Dressing change every alternate day'])),
      () => cat('Born on ', D(p, this.r.pick(['dth Month yyyy', 'd Month yyyy', 'dd/mm/yyyy'])), ', allergic to penicillin'),
      () => cat('Referred by Dr. ', N(g.nameForm(doctor, 'initial-surname')), ', ', this.r.pick(['City Care Clinic', 'Sunrise Multispeciality Hospital', 'Jeevan Jyoti Nursing Home'])),
      () => cat('Report to be emailed to ', E(p)),
      () => cat('Patient ', attendant.female ? this.r.pick(['ki beti ', 'ki patni ', 'ki behen ']) : this.r.pick(['ke bete ', 'ke pati ', 'ke bhai ']), N(attendant.given), ' ka number ', P(attendant), ' hai'),
      () => cat('Insurance TPA approval pending, policy ', this.b.policyNo()),
      () => cat('Old patient, earlier registered as ', N(p.full.toUpperCase())),
    ]);
  }

  /** Kirana udhaar book remarks, mostly Hinglish. */
  udhaarNote(p: Person): Cell {
    const g = this.g;
    const { N, P, U, A } = this;
    const addr = g.address(p.city);
    const dev = g.devPerson();
    return this.run([
      () => cat('Beta ', N(g.person({ female: false }).given), ' ne liya, ', this.date(), ' tak de dega'),
      () => cat('Paise ', U(p), ' se bhejega'),
      () => cat(N(p.surname), ' ji ke ghar ka saman'),
      () => cat(this.r.pick(['doodh 2L, atta 5kg, cheeni 1kg', 'mahine ke aakhir me dega', 'purana baaki', 'sirf cash', 'chawal 10kg, dal 2kg', 'tel ka dabba'])),
      () => cat('GPay kiya ', P(p, 'plain'), ' number se, ', this.b.inr(this.r.int(1, 20) * 50, 'rupee'), ' baaki'),
      () => cat('bhabhi ', N(g.person({ female: true }).given), ' aayi thi, purana hisaab clear'),
      () => cat('Ghar: ', A(`${addr.line1}, ${addr.locality}`), ' - saman pahucha dena'),
      () => cat(N(dev.full), ' ने ', this.b.inr(this.r.int(2, 40) * 25, 'rs'), ' का सामान लिया, अगले हफ़्ते देंगे'),
      () => cat(N(p.surname), 'ji wala hisaab, ', this.r.pick(['Diwali tak', 'Holi ke baad', 'agle mahine'])),
    ]);
  }

  surveyComment(p: Person): Cell {
    const g = this.g;
    const { N, P, E, A } = this;
    const staff = g.person();
    return this.run([
      () => cat('Delivery boy ', N(staff.given), ' was very polite and helpful.'),
      () => cat(this.r.pick(['App is slow on 4G, please fix.', 'Great service, keep it up!', 'Price thoda zyada hai, baaki sab theek.', 'NA', 'no comments',
        'Need Tamil language option', 'Checkout keeps failing on UPI', 'Packaging could be better', '5 stars'])),
      () => cat('Call me on ', P(p), ' for detailed feedback.'),
      () => cat('I am ', N(p.full), ', a teacher from ', A(p.city.city), '. Loved the workshop.'),
      () => cat('सेवा अच्छी थी, ', N(g.devPerson().full), ' जी ने बहुत मदद की।'),
      () => cat('Send the certificate to ', E(p), ' please'),
      () => cat('The trainer ', N(staff.full), ' explained GST filing very clearly'),
      () => cat('staff at counter (', N(staff.given.toLowerCase()), ') was rude, please look into it'),
    ]);
  }

  collectionNote(p: Person): Cell {
    const g = this.g;
    const { N, P, U, A, BA } = this;
    const addr = g.address(p.city);
    const wife = g.person({ female: true });
    const bro = g.person({ female: false });
    return this.run([
      () => cat('Customer ', N(p.full), ' promised to pay by ', this.date(), '. Spoke to wife ', N(wife.given), '.'),
      () => cat('Visited ', A(addr.full), ', house locked, neighbour said family shifted to ', A(g.city().city), '.'),
      () => cat('PTP ', this.b.inr(this.r.int(20, 300) * 100, 'rupee'), ' on ', this.date(), ' via UPI ', U(p)),
      () => cat('Alternate contact: brother ', N(bro.full), ' ', P(bro)),
      () => cat(this.r.pick(['RNR x3', 'Customer disputes late fee', 'Settlement offer rejected', 'Field visit scheduled', 'Paid in full, close case'])),
      () => cat('borrower bola salary ', String(this.r.int(1, 10)), ' tarikh ko aayegi, tab EMI bharega'),
      () => cat('NACH bounced, a/c ', BA(g.bank()), ' insufficient funds'),
      () => cat('Customer ka naya address: ', A(addr.full)),
    ]);
  }

  hrRemark(p: Person): Cell {
    const g = this.g;
    const { N, P, E, BA } = this;
    const mgr = g.person();
    const father = g.person({ female: false, groupId: p.group });
    return this.run([
      () => cat('Reporting manager: ', N(g.nameForm(mgr))),
      () => cat('Salary credited to new a/c ', BA(g.bank()), ' from April'),
      () => cat(this.r.pick(['On notice period', 'Probation confirmed', 'Increment due in July', 'Transferred from Pune office', 'LOP 2 days'])),
      () => cat('Personal email ', E(p), ' for relieving letter'),
      () => cat('Emergency contact ', N(father.given + ' ' + p.surname), ' (father) ', P(father)),
    ]);
  }

  societyRemark(p: Person): Cell {
    const g = this.g;
    const { N, U, A, BA } = this;
    const tenant = g.person();
    const acct = g.bank();
    return this.run([
      () => cat('Paid via UPI ', U(p), ' ref ', this.b.rrn()),
      () => cat('Tenant ', N(tenant.full), ' moved in on ', this.date()),
      () => cat(this.r.pick(['Lift charges pending', 'Parking sticker issued', 'Paid by cash at office', 'Sinking fund included', 'Waived late fee as per MC'])),
      () => cat('Cheque no ', this.r.digits(6), ' ', acct.bank, ' a/c ', BA(acct)),
      () => cat('Owner stays at ', A(g.address().full), ', flat given on rent'),
    ]);
  }

  /** Hindi (Devanagari) remarks. */
  hindiNote(): Cell {
    const g = this.g;
    const { N, BA } = this;
    const dev = g.devPerson();
    const p = g.person({ groupId: 'hindi-belt' });
    return this.run([
      () => cat('श्री ', N(dev.full), ' से बात हुई, पता: ', this.A(g.devAddress().full)),
      () => cat('ग्राहक ', N(dev.full), ' ने ', this.date(), ' को भुगतान किया'),
      () => cat('मोबाइल ', this.P(p), ' पर कॉल करें'),
      () => cat(this.r.pick(['अगले महीने की किस्त बाकी है', 'भुगतान प्राप्त हुआ', 'दस्तावेज़ अधूरे हैं', 'कोई टिप्पणी नहीं'])),
      () => cat('जन्म तिथि ', this.D(p, 'dd/mm/yyyy'), ' है'),
      () => cat('श्रीमती ', N(g.devPerson().given + ' देवी'), ' का खाता संख्या ', BA(g.bank()), ' है'),
    ]);
  }
}
