// CSV documents, part A. Every personal value is placed through a labelled
// segment (N, phoneOf, A, ...); literal template text carries only look-alikes.
import { Doc, csvDoc, reseed, t, join, pick, chance, ri, pickN, digits, pad, up, low, ucfirst, L, Seg, Piece } from './lib';
import {
  Person, person, devaTitle, hindiPerson, wordPerson, placePerson, kinOf, staff, N, NA, TN, title, hon, dr, nameStr,
  phoneOf, phone, landline, emailOf, roleMail, upiOf, merchantVpa, dobOf, otherDate, fmtDate, ymd, aadhaar, notAadhaar12,
  pan, panStr, gstinStr, card, fmtCard, cardDigits, acct, ifsc, ip, serverIp, appVersion, addr, A, AL, addrLine, vaddr, vaddrLine,
  devaAddr, devaVillage, BUSINESSES, HOSPITALS, COLLEGES, BRANDS, SOFTWARE, FESTIVALS, JOBS, HELPLINES, MONTHS,
  amount, orderId, ticketId, tm, stamp, some, WORK_DOMAINS, CITIES, LANDMARKS, BANK_NAMES, PETS, HOUSES, Comm,
} from './pools';

const first = (p: Person) => N(p, 'first');
const anyOf = <X>(...fs: (() => X)[]): X => pick(fs)();

// ------------------------------------------------------------------ 1
export function crmCustomers(): Doc {
  const id = 'crm-customers-basic';
  reseed(id);
  const rows = some(25, () => {
    const p = person();
    const a = addr();
    const q = kinOf(p, p.g === 'm' ? 'f' : 'm');
    return [
      chance(0.15) ? [title(p) + ' ', NA(p)] : NA(p),
      phoneOf(p),
      chance(0.85) ? emailOf(p) : '',
      dobOf(p, 1950, 2004),
      A(a, { city: false, pin: false }),
      L('address', a.city),
      L('address', a.pin),
      pick(['Gold', 'Silver', 'Platinum', 'Retail', 'Premier', 'Rose Gold', 'Joy Club', 'Sapphire']),
      anyOf<Piece>(
        () => '',
        () => '',
        () => t`Referred by ${first(person())}`,
        () => `Prefers ${pick(BRANDS)}`,
        () => `${pick(FESTIVALS)} offer sent`,
        () => t`Spouse: ${N(q)}`,
        () => 'DND',
        () => 'Call after 6 pm',
        () => t`Alt contact ${N(q, 'first')} ${phoneOf(q)}`,
      ),
    ];
  });
  return csvDoc({
    id, about: 'Retail CRM customer master, plain comma CSV with conventional headers and a short notes column.',
    headers: ['Customer Name', 'Mobile', 'Email', 'Date of Birth', 'Address', 'City', 'PIN', 'Segment', 'Notes'], rows,
  });
}

// ------------------------------------------------------------------ 2
export function supportChats(): Doc {
  const id = 'support-chat-transcripts';
  reseed(id);
  const company = pick(['ShopKart', 'QuickBasket', 'Dhan Mobile', 'Sahaj Telecom']);
  const rows = some(20, () => {
    const ag = staff();
    const c = person();
    const h = kinOf(c, c.g === 'm' ? 'f' : 'm');
    const d = person(undefined, 'm');
    const sup = staff();
    const hin = chance(0.55);
    const lines: Piece[] = [];
    lines.push(hin
      ? t`Agent (${first(ag)}): Namaste, main ${first(ag)} bol ${ag.g === 'f' ? 'rahi' : 'raha'} hoon ${company} se. Bataiye kya madad karun?`
      : t`Agent (${first(ag)}): Hi, this is ${first(ag)} from ${company} support. How may I help you today?`);
    const pool: (() => Piece)[] = [
      () => hin ? t`Customer: Mera naam ${N(c, 'fl')} hai, registered number ${phoneOf(c)} hai. Order ${orderId()} abhi tak nahi aaya.`
        : t`Customer: Hi, my name is ${N(c)} and my order ${orderId()} hasn't arrived yet.`,
      () => t`Agent: Thank you ${first(c)}${hon(c)}. Can you please confirm your email ID?`,
      () => t`Customer: ${emailOf(c)}`,
      () => hin ? t`Customer: Delivery boy ${first(d)} ne call kiya tha par phir aaya hi nahi.` : t`Customer: The delivery guy, ${first(d)}, called once and then never came.`,
      () => hin ? t`Customer: Actually order mere ${h.g === 'm' ? 'husband' : 'wife'} ${N(h)} ne kiya tha, unka number ${phoneOf(h)} hai.` : t`Customer: It was placed by my ${h.g === 'm' ? 'husband' : 'wife'} ${N(h)} from ${h.g === 'm' ? 'his' : 'her'} account.`,
      () => t`Agent: I have raised a complaint with the courier partner. Our supervisor ${N(sup)} will call you within 24 hrs.`,
      () => t`Customer: ok thanks ${N(ag, 'lowerFirst')}`,
      () => t`Agent: For anything else write to ${roleMail()} or call ${pick(HELPLINES)} (toll free).`,
      () => hin ? t`Customer: Address bhi change karna hai. Naya address: ${A(addr())}` : t`Customer: Also please update my address to ${A(addr())}.`,
      () => t`Customer: pls send the invoice to ${emailOf(c)} and keep ${first(h)} in cc`,
      () => t`Agent: Refund of ${amount()} initiated to the original payment method. Ref ${notAadhaar12()}.`,
      () => hin ? t`Customer: Theek hai, ${first(ag)} ji. Dhanyavaad.` : t`Customer: Fine. Thanks ${first(ag)}.`,
      () => t`Customer: kal ${pick(FESTIVALS)} hai, usse pehle chahiye tha yaar`,
      () => t`Agent: May I also know the name of the person who received the parcel? Customer: Watchman ${first(person(undefined, 'm'))} ne liya hoga shayad.`,
    ];
    for (const f of pickN(pool, ri(3, 6)).sort((x, y) => pool.indexOf(x) - pool.indexOf(y))) lines.push(f());
    lines.push(pick([`Agent: Is there anything else I can help with?`, `Agent: Chat closed.`, `[system] Customer left the chat`, t`Agent: Have a nice day, ${first(c)}!`]));
    return [
      `TKT-${digits(6)}`, stamp(), pick(['Chat', 'WhatsApp', 'App', 'Email']),
      join(lines, '\n'), String(ri(1, 5)),
    ];
  });
  return csvDoc({
    id, about: 'E-commerce support chat transcripts (English / Hinglish), multi-line quoted cells, semicolon delimiter.',
    headers: ['ticket', 'opened_at', 'channel', 'transcript', 'csat'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 3
export function callCentreNotes(): Doc {
  const id = 'call-centre-notes';
  reseed(id);
  const rows = some(30, () => {
    const ag = staff();
    const c = person();
    const k = kinOf(c);
    const x = staff();
    const a = addr();
    const note = anyOf<Piece>(
      () => t`Cust ${first(c)} called re: card block. Verified DOB ${dobOf(c)} and last 4 digits. Card ${card()} blocked, replacement to registered address.`,
      () => t`Caller said she is ${N(c, 'fl')}'s daughter-in-law, name ${N(kinOf(c, 'f'), 'first')}. Not authorised, asked her to get ${first(c)} on the line.`,
      () => t`Customer wants EMI conversion for ${pick(BRANDS)} purchase. Alt no. ${phone()}. Callback scheduled ${otherDate()}.`,
      () => t`Irate customer. Said agent ${first(x)} promised late fee waiver last week. Escalated to TL ${N(staff())}.`,
      () => t`Cx ne bola ki paise kat gaye par recharge nahi hua. UPI ref ${notAadhaar12()}. 48 hrs wait karne ko bola.`,
      () => t`Spoke to ${title(c)} ${N(c)}, confirmed new address: ${A(a)}.`,
      () => t`Wrong number - caller was looking for ${pick(BUSINESSES).replace(/\.$/, '')}. Disconnected.`,
      () => t`Senior citizen, hearing difficulty. Son ${first(k)} (${phoneOf(k)}) will call back in the evening.`,
      () => t`${first(c)} ji ki complaint: technician ${first(staff('m'))} ne ${amount()} extra maange. Vigilance ko forward kiya.`,
      () => t`Customer requested statement on email ${emailOf(c)}. Sent from ${roleMail()}.`,
      () => t`Dropped call. Tried back on ${phoneOf(c)}, switched off.`,
      () => t`${N(c, 'upper')} - DUPLICATE CALL, same issue as yesterday. Refer note by ${first(x)}.`,
      () => t`Customer's brother ${N(k)} is the nominee; wants to know claim process. Shared ${pick(HELPLINES)}.`,
      () => t`${first(c)} se baat hui. Policy lapse ho gayi hai, revival form bheja.`,
      () => t`Asked about ${pick(['UMANG', 'DigiLocker', 'the mobile banking'])} app login issue. Guided to reinstall. Customer ${first(c)} satisfied.`,
      () => t`Callback req by ${first(k)}(${phoneOf(k, 0)}) for ${otherDate(2024, 2024, 0)}, re: ${first(c)}${hon(c)}'s pension.`,
      () => t`${first(c)}${hon(c)} asked for a supervisor. Transferred to ${N(staff(), 'fl')}.`,
      () => t`Customer said "${first(x)} from your side told me it was free" - no such offer. Informed politely.`,
    );
    const caller = chance(0.15) ? phoneOf(c) : NA(c);
    return [`C${digits(8)}`, N(ag, pick(['fl', 'first', 'full'] as const)), caller, note, pick(['Resolved', 'Escalated', 'Callback', 'Info Provided', 'Not Reachable'])];
  });
  return csvDoc({
    id, about: 'Inbound call-centre wrap-up notes, tab-separated with CRLF line ends; shorthand English and Hinglish.',
    headers: ['Call ID', 'Agent', 'Caller', 'Notes', 'Disposition'], rows, delimiter: '\t', eol: '\r\n',
  });
}

// ------------------------------------------------------------------ 4
export function fieldVisits(): Doc {
  const id = 'field-visit-notes';
  reseed(id);
  const rows = some(25, () => {
    const fo = staff();
    const b = chance(0.7) ? hindiPerson() : person(pick(['bengali', 'odia', 'assamese', 'marathi', 'tamil', 'kannada'] as Comm[]));
    const w = kinOf(b, b.g === 'm' ? 'f' : 'm');
    const son = kinOf(b, 'm');
    const rural = chance(0.6);
    const addrSeg = rural ? L('address', vaddrLine(vaddr())) : A(addr());
    const deva = !!b.dFull;
    const r = anyOf<Piece>(
      () => t`Borrower ${first(b)} ghar par nahi mile. Unki ${b.g === 'm' ? 'wife' : 'saas'} ${N(w)} ne bataya ki woh Surat gaye hain kaam ke liye. Next visit ${otherDate()}.`,
      () => t`${first(b)} ne ${amount()} ka payment kiya, receipt no. ${digits(6)} diya. Guarantor ${N(person())} bhi present the.`,
      () => t`House locked. Neighbour ${first(person(b.c, 'f'))} aunty said family shifted to ${A(addr())} last month.`,
      () => deva ? t`बकाया राशि के लिए ${N(b, 'deva')} से मिले। उन्होंने ${pick(['होली', 'दिवाली', 'छठ'])} तक भुगतान का वादा किया।` : t`Met ${N(b)}; promised to clear dues after ${pick(FESTIVALS)}.`,
      () => t`Sarpanch ${N(hindiPerson('m'))} se baat hui, unhone kaha ${first(b)} ka beta ${first(son)} EMI bharega.`,
      () => t`Cattle loan. ${first(b)} ki bhains mar gayi, insurance claim ke liye vet ${dr(staff())} ka certificate chahiye.`,
      () => t`Met ${N(b)} at ${pick(BUSINESSES)}, where ${b.g === 'm' ? 'he' : 'she'} works as ${pick(JOBS).toLowerCase()}. Promised to pay after ${pick(FESTIVALS)}.`,
      () => t`Mobile number changed: new ${phoneOf(b)}. Old number ab ${first(person())} ke paas hai.`,
      () => t`Group meeting at anganwadi. Members present: ${join(some(ri(3, 5), () => first(person(b.c, 'f'))), ', ', ' and ')}.`,
      () => deva ? t`${N(b, 'devaFirst')} जी बीमार हैं, बेटा ${N(son, 'devaFirst')} अगले हफ़्ते किस्त जमा करेगा।` : t`${first(b)} is unwell; son ${first(son)} will deposit the instalment next week.`,
      () => t`Asha didi (ASHA worker) ne confirm kiya ki ${first(b)} ki delivery hui hai, visit postpone.`,
      () => t`Photo of shop taken. ${N(b, 'upper')} running kirana from home; stock approx ${amount()}.`,
    );
    return [`FV${ri(24, 25)}-${pad(ri(1, 9999), 4)}`, N(fo, pick(['fl', 'full', 'initLast'] as const)), NA(b), addrSeg, r];
  });
  return csvDoc({
    id, about: 'Microfinance field-officer visit log, pipe-delimited; remarks in Hinglish and Hindi, rural and urban borrower addresses.',
    headers: ['visit_id', 'fo_name', 'borrower', 'borrower_addr', 'remarks'], rows, delimiter: '|',
  });
}

// ------------------------------------------------------------------ 5
export function opdNotes(): Doc {
  const id = 'opd-doctor-notes';
  reseed(id);
  const rows = some(25, () => {
    const p = person();
    const doc = staff();
    const k = kinOf(p, p.g === 'm' ? 'f' : 'm');
    const dau = kinOf(p, 'f');
    const child = kinOf(p);
    const isChild = chance(0.2);
    const pt = isChild ? child : p;
    if (isChild) child.dob = [ri(2012, 2023), ri(1, 12), ri(1, 28)];
    const age = isChild ? 2024 - child.dob![0] : ri(19, 84);
    const adult: (() => Piece)[] = [
      () => t`Pt c/o fever x 3 days, body ache. No h/o travel. Accompanied by ${p.g === 'm' ? 'wife' : 'husband'} ${first(k)}. Adv CBC, Dengue NS1. Review with reports.`,
      () => t`K/c/o T2DM on Metformin 500 BD. ${first(p)} reports giddiness in mornings. BP 150/96. Referred to ${dr(staff())} (Cardiology).`,
      () => t`Pt brought by neighbour ${N(person())} (${phone()}). Alleged fall at home. X-ray L wrist: # distal radius. POP applied.`,
      () => t`F/U visit. HbA1c 7.2. Pt's daughter ${first(dau)} says diet compliance poor during ${pick(FESTIVALS)}.`,
      () => p.g === 'f' && age < 42 ? t`ANC visit, G2P1. LMP ${otherDate()}. Husband ${N(k)} counselled re: IFA tablets. Delivery planned at ${pick(HOSPITALS)}.` : t`Pt c/o burning micturition. ${first(p)} reluctant for catheter; wife ${first(k)} counselled.`,
      () => t`Referred from ${pick(HOSPITALS)} by ${dr(staff(), 'initLast')}. Pt insists on seeing ${dr(staff(), 'last')} only.`,
      () => t`Pt c/o dry cough x 2 wks. Smoker, 20 pack-yrs. Adv: stop smoking, Syp. Ascoril, CXR PA view.`,
      () => p.dFull ? t`मरीज़ ${N(p, 'deva')} को तीन दिन से बुखार। साथ में ${p.g === 'm' ? 'पत्नी' : 'बेटा'} ${N(kinOf(p, p.g === 'm' ? 'f' : 'm'), 'devaFirst')}।` : t`Pt ${N(p)} - fever x 3 days; attendant ${first(k)}.`,
      () => t`Second opinion sought. Earlier treated by ${dr(staff())}, MBBS at ${pick(HOSPITALS)}. Reports reviewed.`,
      () => t`Pt anxious about biopsy result. Spoke to son ${N(kinOf(p, 'm'))} on ${phone()}, explained plan.`,
      () => t`Migraine. Triggers: sleep loss, fasting during ${pick(['Navratri', 'Ramzan', 'Karva Chauth', 'Sawan'])}. Tab. Naproxen SOS.`,
    ];
    const kid: (() => Piece)[] = [
      () => t`Child ${first(child)}, accompanied by mother ${first(p.g === 'f' ? p : k)}. ${age < 6 ? 'MMR 2nd dose due' : 'Td booster due'}. DOB ${dobOf(child)}.`,
      () => t`${first(child)} brought by ${p.g === 'm' ? 'father' : 'mother'} ${N(p)} with loose stools x 2 days. ORS, zinc. Review SOS.`,
      () => t`Fever with rash. ${first(child)}'s school (${pick(COLLEGES.filter((x) => /School|Vidyalaya/.test(x)))}) informed about chickenpox. Sibling ${first(kinOf(p))} to be watched.`,
      () => child.dFull ? t`बच्चे ${N(child, 'devaFirst')} को खाँसी, माँ ${N(p.g === 'f' ? p : k, 'devaFirst')} साथ आईं।` : t`Cough x 5 days; mother ${first(p.g === 'f' ? p : k)} says no fever.`,
    ];
    const note = pick(isChild ? kid : adult)();
    const cons: Piece = chance(0.35) ? [...dr(doc), pick([', MBBS, MD', ', MS (Ortho)', ' MBBS', ', DNB'])] : dr(doc);
    return [`UH${digits(8)}`, NA(pt), `${age}/${pt.g === 'm' ? 'M' : 'F'}`, cons, note];
  });
  return csvDoc({
    id, about: "Outpatient consultation notes; clinical shorthand ('Pt' = patient), consultants with Dr. and degrees, some Hindi.",
    headers: ['UHID', 'Patient', 'Age/Sex', 'Consultant', 'Notes'], rows,
  });
}

// ------------------------------------------------------------------ 6
export function nursingHandover(): Doc {
  const id = 'nursing-handover';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const d = kinOf(p, 'f');
    const s = kinOf(p, 'm');
    const nurse = chance(0.75) ? person(pick(['malayali', 'kchristian', 'tamil', 'hindi', 'goan', 'manipuri', 'mizo'] as Comm[]), 'f') : person('malayali', 'm');
    const n2 = person(pick(['malayali', 'kchristian', 'goan', 'bengali'] as Comm[]), 'f');
    const note = anyOf<Piece>(
      () => t`${first(p)} stable overnight. IV fluids running. Daughter ${first(d)} staying as attendant, contact ${phoneOf(d)}.`,
      () => t`Pt restless at 2 am, ${dr(staff(), 'last')} informed, inj. given as per order. Sister ${first(n2)} to monitor vitals 2-hourly.`,
      () => t`Relatives (${first(kinOf(p))}, ${first(kinOf(p))}) argued with security during visiting hours. Informed nursing supdt. ${N(staff('f'))}.`,
      () => t`Diet soft. ${first(p)} refused dinner, wants home food from ${p.g === 'm' ? 'wife' : 'husband'} ${first(kinOf(p, p.g === 'm' ? 'f' : 'm'))}.`,
      () => t`Discharge planned tomorrow. Bill to be cleared by son ${N(s)}; TPA ${pick(['Medi Assist', 'Paramount', 'Vidal Health', 'MD India'])} approval awaited.`,
      () => t`Fall risk. Side rails up. Ward boy ${first(staff('m'))} informed to assist for washroom.`,
      () => t`Post-op day 2. Drain output 40 ml. Dressing done by Br. ${first(person('malayali', 'm'))}.`,
      () => t`Pt's BP 90/60 at 4 am. Duty doctor ${dr(staff())} reviewed, NS bolus given. Relative ${N(d)} informed.`,
      () => t`Blood sugar 312 at 10 pm. Inj. insulin as per sliding scale. ${first(p)} says ${p.g === 'm' ? 'he' : 'she'} had sweets brought by visitor ${first(person())}.`,
    );
    const nurseCell: Piece = anyOf<Piece>(() => t`Sr. ${first(nurse)}`, () => t`${N(nurse)} (RN)`, () => N(nurse, 'fl'), () => t`Sister ${N(nurse, 'first')}`, () => N(nurse, 'firstLastInit'));
    return [pick(['Ward 3', 'ICU', 'HDU', 'Female Medical', 'Ortho', 'Ward 7B']), String(ri(1, 30)), NA(p), note, nurseCell];
  });
  return csvDoc({
    id, about: "Nursing shift handover; semicolon CSV. 'Sister'/'Sr.'/'Br.' are nursing titles, kept outside name spans.",
    headers: ['Ward', 'Bed', 'Patient', 'Handover note', 'Nurse on duty'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 7
export function payrollRemarks(): Doc {
  const id = 'payroll-remarks';
  reseed(id);
  const rows = some(25, () => {
    const e = person();
    const m = staff();
    const remark = anyOf<Piece>(
      () => '', () => '', () => 'Arrears for June included', () => `${pick(FESTIVALS)} bonus`, () => 'Loan recovery EMI 3 of 12',
      () => t`Salary held as per ${first(m)}'s instruction (exit formalities pending)`,
      () => t`Account changed; old a/c ${acct()} closed, new a/c verified by ${N(staff())}`,
      () => t`Nominee: ${N(kinOf(e, e.g === 'm' ? 'f' : 'm'))} (${e.g === 'm' ? 'wife' : 'husband'})`,
      () => `Reimbursement for ${pick(['Tally', 'SAP', 'Salesforce', 'Oracle', 'Jira'])} certification`,
      () => t`Paid in cash to ${first(kinOf(e))} as employee was on leave - acknowledged`,
      () => t`PAN name mismatch: ITD shows ${N(e, 'upper')}`,
      () => t`Joined from ${pick(['Infosys', 'Wipro', 'HCL', 'Reliance Retail', 'Godrej', 'Cognizant'])}; previous employer F&F pending. Contact HR ${roleMail()}`,
      () => t`LOP 2 days (approved by ${N(m, 'initLast')})`,
    );
    return [`E${ri(1000, 9999)}`, NA(e), pan(e), acct(), ifsc(), `${ri(18, 190)},${pad(ri(0, 999), 3)}.00`, remark];
  });
  return csvDoc({
    id, about: 'Monthly payroll sheet with PAN and bank details; every field quoted, CRLF.',
    headers: ['Emp Code', 'Employee Name', 'PAN', 'Bank A/c No', 'IFSC', 'Net Pay', 'Remarks'], rows, quoteAll: true, eol: '\r\n',
  });
}

// ------------------------------------------------------------------ 8
export function schoolRemarks(): Doc {
  const id = 'school-report-remarks';
  reseed(id);
  const ct = staff('f');
  const ctTitle = pick(['Mrs.', 'Ms.', 'Ms']);
  const rows = some(30, (): Piece[] => {
    const f = person(undefined, 'm');
    const m = kinOf(f, 'f');
    const s = chance(0.15) ? (() => { const w = wordPerson(); if (f.last) { w.last = f.last; w.full = `${w.first} ${f.last}`; } return w; })() : kinOf(f);
    const o = person();
    const he = s.g === 'm' ? 'He' : 'She';
    const r = anyOf<Piece>(
      () => t`${first(s)} is attentive in class but needs to improve handwriting.`,
      () => t`${first(s)} has been absent for 9 days without a leave application. Father (${first(f)} ji) informed over phone.`,
      () => t`Excellent performance in the inter-house quiz. ${first(s)} and ${first(o)} represented ${pick(HOUSES)} House.`,
      () => t`Needs to be more regular with homework. Please sign the diary. - ${N(ct, 'last')} ma'am`,
      () => t`Asha hai ki ${first(s)} agle term mein aur mehnat karega.`,
      () => t`Got into a fight with ${N(o)} during recess. Counselled by ${ctTitle} ${N(ct, 'last')}.`,
      () => t`Good at sports; selected for district-level kabaddi under Coach ${first(staff('m'))}.`,
      () => t`${first(s)}'s mother ${first(m)} requested a meeting regarding the bus route.`,
      () => t`${he} helped organise the ${pick(FESTIVALS)} assembly. Well done!`,
      () => t`Shows interest in coding (Scratch, ${pick(['Python', 'Ruby', 'Java'])}). Recommend the robotics club run by ${title(staff())} ${N(staff(), 'last')}.`,
      () => t`Pooja holidays ke baad se ${first(s)} ka dhyan padhai mein kam hai.`,
      () => t`Reading level improved. ${he} now reads ${pick(['Panchatantra', 'Malgudi Days', 'Ruskin Bond'])} stories on ${s.g === 'm' ? 'his' : 'her'} own.`,
    );
    return [String(ri(1, 45)), chance(0.2) ? N(s, 'upper') : N(s, pick(['full', 'fl'] as const)), N(f, chance(0.3) ? 'upper' : 'full'), N(m, 'full'), t`${ctTitle} ${N(ct, pick(['last', 'full'] as const))}`, r];
  });
  return csvDoc({
    id, about: 'Term report remarks for one class; student, both parents and class teacher per row.',
    headers: ['Roll No', 'Student', "Father's Name", "Mother's Name", 'Class Teacher', 'Remark'], rows,
  });
}

// ------------------------------------------------------------------ 9
export function whatsappExport(): Doc {
  const id = 'whatsapp-family-export';
  reseed(id);
  const fam = hindiPerson('m');
  const members = [fam, kinOf(fam, 'f'), kinOf(fam, 'm'), kinOf(fam, 'f'), person('hindi', 'f'), kinOf(fam, 'm')];
  const rel = { m: ['Bhaiya', 'Chacha', 'Jiju', 'Mama'], f: ['Didi', 'Bua', 'Mausi', 'Bhabhi'] };
  const rows = some(40, () => {
    const [y, mo, d] = ymd(2023, 2024);
    const h = ri(1, 12);
    const ts = `[${pad(d)}/${pad(mo)}/${String(y).slice(2)}, ${h}:${pad(ri(0, 59))} ${pick(['am', 'pm'])}]`;
    const who = pick(members);
    const sender: Piece = anyOf<Piece>(
      () => N(who, 'fl'), () => t`${first(who)} ${pick(rel[who.g])}`, () => first(who), () => phoneOf(who, 1), () => pick(['Mummy', 'Papa', 'Dadi Ji']),
    );
    const x = pick(members);
    const y2 = pick(members.filter((m) => m !== x));
    const msg = anyOf<Piece>(
      () => t`${first(x)} ko bol dena kal subah 7 baje station pe aa jaye`,
      () => t`Happy birthday ${first(x)}!! 🎂🎉`,
      () => t`Kal ${pick(FESTIVALS)} hai, sab log ${first(x)} ke ghar aa jana`,
      () => 'Pooja ka samaan le aana - ghee, kapoor, agarbatti',
      () => t`${first(x)} ka naya number ${phoneOf(x)} hai, save kar lo`,
      () => t`Rishte wale ${N(person('hindi', 'm'))} ji ka biodata bhej raha hoon`,
      () => '<Media omitted>', () => 'This message was deleted',
      () => 'Jai Shri Krishna 🙏', () => 'Radhe Radhe', () => 'Good morning ji 🌞',
      () => t`${first(x)} bhabhi ka operation ${pick(HOSPITALS)} mein hai, ward 4`,
      () => t`gpay kar diya ${upiOf(x)} pe, check kar lo`,
      () => 'Prem se bolo, jai mata di!',
      () => 'Anand aa gaya aaj ki party mein 😂',
      () => 'Deepak jala dena mandir mein shaam ko',
      () => t`Address note karo: ${A(addr())}`,
      () => t`${first(x)} aur ${first(y2)} dono aa rahe hain Sunday ko`,
      () => t`@${first(x)} tumhara parcel aaya hai`,
      () => t`${N(x, 'deva')} जी को जन्मदिन की बहुत बहुत बधाई 🎉`,
      () => 'Sab theek hai? Koi phone nahi utha raha',
      () => t`${first(x)} ${phoneOf(x, 0)} pe call karo jaldi`,
      () => t`${first(x)} ${otherDate(2024, 2024, 0)} ko aa raha hai`,
      () => t`${first(x)} ki shaadi ka card final: ${otherDate(2024, 2025, 5)}, ${pick(['Anand Vatika', 'Shubh Banquet', 'Hotel Raja Palace'])}`,
    );
    return [t`${ts} ${sender}: ${msg}`];
  });
  return csvDoc({
    id, about: 'WhatsApp family-group export pasted into a one-column sheet; contact names with relation words, Hinglish.',
    headers: ['line'], rows,
  });
}

// ------------------------------------------------------------------ 10
export function complaintRegister(): Doc {
  const id = 'complaint-register';
  reseed(id);
  const rows = some(25, (_, ) => {
    const c = person();
    const n = person(c.c);
    const l = person();
    const s = kinOf(c, 'm');
    const complainant: Piece = chance(0.4) ? [title(c) + ' ', N(c), ', ', A(addr())] : [title(c) + ' ', N(c)];
    const against: Piece = anyOf<Piece>(() => N(n), () => pick(BUSINESSES), () => 'Municipal Corporation', () => t`Neighbour ${N(n)}`, () => t`Landlord ${N(l)}`, () => 'Electricity Dept.');
    const body = anyOf<Piece>(
      () => t`Neighbour plays loud music after 11 pm daily. Complainant's son ${first(s)} was threatened when he objected.`,
      () => t`${first(l)} landlord ne bina notice ke bijli kaat di. Rent ${amount()} time par diya tha.`,
      () => t`Shopkeeper at ${pick(BUSINESSES)} sold an expired ${pick(['Amul', 'Parle-G', 'Haldiram\'s', 'Britannia'])} packet. Bill attached.`,
      () => n.dFull ? t`मेरे पड़ोसी ${N(n, 'deva')} ने नाली पर कब्ज़ा कर लिया है।` : t`Neighbour ${N(n)} has encroached on the drain.`,
      () => 'Water supply irregular in our lane for two weeks.',
      () => t`${first(n)} ka kutta raat bhar bhaunkta hai, request ki par koi asar nahi.`,
      () => t`${N(n, 'last')}${hon(n)} said he will fix the leaking pipe by ${otherDate(2024, 2024, 3)} but nothing happened.`,
      () => t`Garbage not collected since ${pick(FESTIVALS)}. Safai karmachari ${first(person(undefined, 'm'))} says vehicle broken.`,
      () => t`Street light outside house no. ${ri(1, 300)} not working. Earlier complaint by ${N(person())} also pending.`,
      () => t`Harassment by recovery agent ${N(person(undefined, 'm'))} of ${pick(['Bajaj Finserv', 'Muthoot Finance', 'Shree Ram Finance'])}. Calls from ${phone()} at night.`,
    );
    const action = anyOf<Piece>(() => t`Forwarded to JE ${N(staff())}`, () => 'Closed', () => t`Site visit by ${N(staff(), 'initLast')} on ${otherDate()}`, () => 'Pending', () => t`Both parties called; ${first(c)} agreed to withdraw`);
    return [String(ri(1, 999)), otherDate(), complainant, against, body, action];
  }).map((r, i) => { r[0] = String(i + 1); return r; });
  return csvDoc({
    id, about: 'Ward office complaint register; complainant cells sometimes carry the address after the name. CRLF.',
    headers: ['S.No.', 'Date', 'Complainant', 'Against', 'Complaint', 'Action Taken'], rows, eol: '\r\n',
  });
}

// ------------------------------------------------------------------ 11
export function deliveryInstructions(): Doc {
  const id = 'delivery-instructions';
  reseed(id);
  const rows = some(30, () => {
    const c = person();
    const a = addr();
    const k = kinOf(c);
    const ins = anyOf<Piece>(
      () => t`Call ${first(c)} before coming, gate closes at 9 pm`,
      () => t`If not home leave with guard ${first(person(undefined, 'm'))} or neighbour ${N(person(), 'fl')} in flat ${AL(`${pick(['A', 'B', 'C'])}-${ri(1, 12)}0${ri(1, 4)}`)}`,
      () => t`Do not ring bell, baby sleeping. WhatsApp on ${phone()}`,
      () => t`Office delivery at ${pick(BUSINESSES)} reception, ask for ${first(c)}`,
      () => t`Landmark: ${AL(pick(LANDMARKS))}`,
      () => t`COD hai, change ready rakhna. ${first(c)} ki mummy payment karengi.`,
      () => c.dFull ? t`पहुँचने से पहले ${N(c, 'devaFirst')} जी को फ़ोन करें` : t`Call ${first(c)} ji before reaching`,
      () => t`gift hai, ${first(k)} ko mat batana!`,
      () => t`Leave at door. Don't call. (C/o ${N(k)})`,
      () => '',
      () => t`Deliver after 7 pm only. Alt receiver: ${N(k)}, ${phoneOf(k)}`,
      () => 'Fragile - glass items. Keep upright.',
      () => t`Alt: ${first(k)}-${phoneOf(k, 0)}`,
      () => t`${first(c)}${hon(c)} will collect from the guard room`,
    );
    return [chance(0.5) ? `1${pick(['4', '5'])}${digits(10)}` : notAadhaar12(), chance(0.2) ? N(c, 'upper') : NA(c), t`${phoneOf(c)} / ${chance(0.6) ? phoneOf(k) : '-'}`, A(a, { landmark: true }), ins];
  });
  return csvDoc({
    id, about: "Courier manifest with delivery instructions; header 'Phone/Alt Phone' contains a slash; tab-separated.",
    headers: ['AWB', 'Consignee', 'Phone/Alt Phone', 'Delivery Address', 'Instructions'], rows, delimiter: '\t',
  });
}

// ------------------------------------------------------------------ 12
export function kycNotes(): Doc {
  const id = 'kyc-review-notes';
  reseed(id);
  const rows = some(25, () => {
    const p = person();
    const f = kinOf(p, 'm');
    const r = staff();
    const notes = anyOf<Piece>(
      () => t`Name on PAN (${N(p, 'upper')}) differs from Aadhaar (${N(p, 'fl')}). Asked for gazette notification / affidavit.`,
      () => t`Father's name per PAN: ${N(f)}. Matches form.`,
      () => t`Address proof is electricity bill in name of ${N(person())} (landlord). Rent agreement required.`,
      () => { const a = ymd(1960, 2000); const b: [number, number, number] = [a[0] + 1, a[1], a[2]]; return t`DOB mismatch: form says ${L('date_of_birth', fmtDate(a, 0))} but PAN shows ${L('date_of_birth', fmtDate(b, 0))}.`; },
      () => t`Video KYC done by ${first(r)}. Customer location matched with IP ${ip()}.`,
      () => t`Applicant is a minor; guardian ${N(kinOf(p, 'f'))} (mother) to sign all pages.`,
      () => t`Selfie match score low. ${first(p)} asked to visit branch with originals.`,
      () => t`PEP check negative. Employer: ${pick(BRANDS)}. Income proof: ITR AY 2024-25.`,
      () => t`Masked Aadhaar XXXX XXXX ${digits(4)} submitted; full number not stored.`,
      () => t`CKYC no. ${digits(14)} fetched, photo matches.`,
      () => t`Signature differs from PAN. Spoke to ${p.g === 'm' ? 'Mr.' : 'Ms.'} ${N(p, 'last')} on ${phoneOf(p)}; will re-sign.`,
      () => t`Nominee ${N(kinOf(p))}, DOB ${L('date_of_birth', fmtDate(ymd(2005, 2015)))} (minor) - appointee required.`,
    );
    return [`APP${digits(7)}`, NA(p), pan(p), chance(0.85) ? aadhaar() : '', N(r, pick(['firstLastInit', 'fl', 'initLast'] as const)), notes];
  });
  return csvDoc({
    id, about: 'Bank account-opening KYC review notes; semicolon CSV. Masked Aadhaar and CKYC numbers are not personal-id labels.',
    headers: ['App No', 'Applicant', 'PAN', 'Aadhaar', 'Reviewer', 'Notes'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 13
export function tenantVerification(): Doc {
  const id = 'tenant-police-verification';
  reseed(id);
  const rows = some(20, () => {
    const o = person();
    const tn = person();
    const rel = tn.g === 'm' ? pick(['S/o', 'S/O']) : pick(['W/o', 'D/o', 'W/O']);
    const rp = rel.startsWith('S') || rel.startsWith('D') ? kinOf(tn, 'm') : kinOf(tn, 'm');
    const perm = chance(0.5) ? L('address', vaddrLine(vaddr())) : A(addr());
    const idp = chance(0.65) ? t`Aadhaar ${aadhaar()}` : t`PAN ${pan(tn)}`;
    const rem = anyOf<Piece>(
      () => t`Verified by SI ${N(staff('m'))}, beat constable ${first(staff('m'))}.`,
      () => t`Tenant works at ${pick(BUSINESSES)} as ${pick(JOBS).toLowerCase()}.`,
      () => t`Previous landlord ${N(person())} contacted, no adverse report.`,
      () => t`Family members: ${tn.g === 'm' ? 'wife' : 'husband'} ${first(kinOf(tn, tn.g === 'm' ? 'f' : 'm'))}, children ${first(kinOf(tn))} and ${first(kinOf(tn))}.`,
      () => 'No criminal record found.',
      () => t`Tenant's local reference: ${N(person())}, ${phone()}.`,
    );
    return [NA(o), phoneOf(o), NA(tn), t`${rel} ${N(rp)}`, perm, A(addr()), idp, rem];
  });
  return csvDoc({
    id, about: 'Police tenant-verification form export; relation prefixes S/o, W/o, D/o outside the name spans.',
    headers: ['Owner Name', 'Owner Mobile', 'Tenant Name', 'Father/Husband Name', 'Permanent Address', 'Present Address', 'ID Proof No', 'Remarks'], rows,
  });
}

// ------------------------------------------------------------------ 14
export function meetingMinutes(): Doc {
  const id = 'meeting-minutes';
  reseed(id);
  const rows = some(15, () => {
    const team = some(ri(4, 7), () => staff());
    const [a, b, c, d] = team;
    const absent = some(ri(0, 2), () => staff());
    const form = (p: Person) => pick([() => first(p), () => N(p, 'fl'), () => [...dr(p, 'full')], () => N(p, 'initLast'), () => N(p)])();
    const isAgm = chance(0.35);
    const flatRef = `${pick(['A', 'B', 'C', 'D'])}-${ri(1, 14)}0${ri(1, 4)}`;
    const pts = pickN<() => Piece>([
      () => t`${first(a)} presented Q3 numbers; collections up 8% in North zone.`,
      () => t`Action: ${N(b, 'initLast')} to share revised vendor list by Friday.`,
      () => t`${first(c)} raised concern about ${pick(SOFTWARE)} licence renewal.`,
      () => t`Decided to hold the ${pick(FESTIVALS)} get-together at ${pick(BUSINESSES)}. ${first(d)} to coordinate.`,
      () => t`Welcome to new joinee ${N(staff())} (Accounts).`,
      () => t`${first(b)} and ${first(c)} will visit the Nashik site on ${otherDate()}.`,
      () => isAgm ? t`Dues pending from flat ${AL(flatRef)} (${N(person())}) since ${pick(MONTHS)}.` : t`${first(a)} to follow up on pending dues.`,
      () => isAgm ? t`Secretary ${N(a)} read out minutes of the last AGM; passed unanimously.` : t`Previous minutes confirmed.`,
      () => t`Any other business: none. Vote of thanks by ${first(d)}.`,
      () => t`${first(a)} ne bola ki next month se attendance ${pick(['Zoho People', 'Excel', 'Jira'])} pe hogi.`,
    ], ri(3, 5)).map((f) => f());
    pts.push(t`Minutes recorded by ${N(pick(team))}.`);
    return [
      otherDate(2024, 2024, 2), isAgm ? pick(['Society AGM', 'Managing Committee']) : pick(['Weekly sales review', 'Ops sync', 'Project kickoff', 'HR committee']),
      join(team.map(form), pick([', ', '; ', ', ']), pick([' and ', ', ', ' & '])),
      absent.length ? join(absent.map((p) => first(p)), ', ') : 'None', join(pts, ' '),
    ];
  });
  return csvDoc({
    id, about: 'Meeting minutes; attendee lists with several names per cell in mixed forms; pipe-delimited.',
    headers: ['Date', 'Meeting', 'Attendees', 'Absent', 'Minutes'], rows, delimiter: '|',
  });
}

// ------------------------------------------------------------------ 15
export function feedbackForms(): Doc {
  const id = 'feedback-forms';
  reseed(id);
  const branches = ['Koramangala', 'Andheri West', 'Salt Lake', 'Gomti Nagar', 'Banjara Hills', 'Vaishali', 'Rohini', 'Anand Vihar', 'Kothrud'];
  const rows = some(30, () => {
    const p = person();
    const n = staff('f');
    const x = staff();
    const y = staff();
    const fb = anyOf<Piece>(
      () => t`Nurse ${first(n)} was very kind to my mother. Please thank her.`,
      () => t`${dr(staff(), 'last')} explained everything patiently.`,
      () => t`The receptionist (I think her name was ${first(n)}) was rude and kept us waiting.`,
      () => t`Very good service. Special thanks to ${first(x)} and ${first(y)} at the billing counter.`,
      () => 'Waited 2 hours. Pathetic.',
      () => 'Sunny day outside but the AC in the waiting area was not working.',
      () => 'Asha karti hoon agli baar parking ki vyavastha behtar hogi.',
      () => t`Khushi hui ki ${first(x)} bhaiya ne turant wheelchair arrange kar di.`,
      () => t`${N(x, 'upperFirst')} SIR IS THE BEST!!!`,
      () => t`mera beta ${N(person('hindi', 'm'), 'lowerFirst')} ab regularly aata hai, thanks to coach ${N(staff('m'), 'lowerFirst')}`,
      () => t`Canteen food good. Please add ${pick(['Amul', 'Haldiram\'s', 'Parle-G'])} items.`,
      () => t`Security guard ${N(staff('m'))} helped my father to the car. God bless him.`,
      () => t`Pharmacist gave wrong medicine, ${first(x)} corrected it. Please train staff.`,
      () => 'Good.', () => 'nothing', () => 'Rose garden near the entrance is beautiful.',
      () => t`The man at the desk said "${first(x)} will call you back" but nobody called.`,
      () => t`"${N(n, 'fl')}" - the nurse in ward 3 - deserves an award.`,
    );
    const nameCell: Piece = anyOf<Piece>(() => '', () => NA(p), () => N(p, 'lowerFirst'), () => N(p, 'first'), () => 'Anonymous');
    const contact: Piece = anyOf<Piece>(() => '', () => phoneOf(p), () => emailOf(p));
    return [stamp(2024, 2024), nameCell, contact, pick(branches), fb];
  });
  return csvDoc({
    id, about: 'Google-Forms style feedback export; branch names are localities of the business (not labelled).',
    headers: ['Timestamp', 'Your name (optional)', 'Contact', 'Which branch?', 'Feedback'], rows,
  });
}

// ------------------------------------------------------------------ 16
export function gstVendors(): Doc {
  const id = 'gst-vendor-register';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const partner = chance(0.3) ? person() : null;
    const trade = pick(BUSINESSES);
    const c = chance(0.5) ? p : staff();
    const panS = partner ? panStr(undefined, 'F', trade.charAt(0)) : panStr(p);
    const gst = gstinStr(panS);
    const bizAddr = `Shop No. ${ri(1, 60)}, ${pick(['Main Market', 'Sadar Bazaar', 'Station Road', 'Cloth Market', 'APMC Yard', 'Industrial Estate Phase 2'])}, ${pick(CITIES).c}`;
    return [
      `V${pad(ri(1, 999), 4)}`, trade, partner ? t`${N(p)} & ${N(partner)}` : NA(p), L('gstin', gst), L('pan', panS),
      c === p ? N(p, 'first') : N(c), phoneOf(c), bizAddr,
    ];
  });
  return csvDoc({
    id, about: "Purchase-side vendor register; trade names use people's names (not labelled), business addresses not labelled.",
    headers: ['Vendor Code', 'Trade Name', 'Proprietor / Partner', 'GSTIN', 'PAN', 'Contact Person', 'Mobile', 'Business Address'], rows,
  });
}

// ------------------------------------------------------------------ 17
export function cardDisputes(): Doc {
  const id = 'card-dispute-log';
  reseed(id);
  const rows = some(20, () => {
    const c = person();
    const s = kinOf(c, 'm');
    const masked = chance(0.25);
    const cd = cardDigits();
    const st = anyOf<Piece>(
      () => `I did not make this transaction. The card was with me the whole time.`,
      () => t`My son ${first(s)} used the card for an online game purchase without my permission.`,
      () => t`Got a call from someone claiming to be from the bank, said his name was ${N(person(undefined, 'm'))}, and asked for the OTP.`,
      () => t`Amount debited twice at ${pick(BUSINESSES)}. Bill no. ${digits(6)}.`,
      () => t`Card was replaced earlier (old card ${card()}). Still charged on the old one.`,
      () => t`Kisi ne mere card se ${pick(['Flipkart', 'Amazon', 'Myntra', 'Nykaa'])} pe shopping ki. Maine branch manager ${first(staff())} ko bata diya tha.`,
      () => t`Merchant promised refund, I spoke to ${first(staff())} from their team on ${otherDate()}.`,
      () => t`Add-on card holder ${N(kinOf(c))} did not authorise this.`,
    );
    return [
      `DSP${digits(6)}`, NA(c), masked ? `XXXX XXXX XXXX ${cd.slice(-4)}` : L('card', fmtCard(cd)), otherDate(2024, 2024),
      pick([...BRANDS.slice(0, 20), ...BUSINESSES.slice(0, 10)]), amount(), st,
    ];
  });
  return csvDoc({
    id, about: 'Card dispute log; some card numbers masked (not labelled), merchants include person-named shops.',
    headers: ['Case', 'Cardholder', 'Card Number', 'Txn Date', 'Merchant', 'Amount', 'Customer Statement'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 18
export function loginAudit(): Doc {
  const id = 'app-login-audit';
  reseed(id);
  const users = some(12, () => person());
  const rows = some(30, () => {
    const u = pick(users);
    const ev = anyOf<Piece>(
      () => 'LOGIN_OK', () => 'LOGIN_OK', () => 'OTP_FAIL', () => 'PASSWORD_RESET', () => 'LOGOUT',
      () => t`PROFILE_UPDATE phone -> ${phone()}`,
      () => t`PROFILE_UPDATE name '${N(u, 'fl')}'`,
      () => `SESSION_EXPIRED after ${ri(15, 60)} min`,
    );
    return [stamp(), `U${ri(10000, 99999)}`, N(u, 'fl'), emailOf(u), ip(), serverIp(), appVersion(), ev];
  });
  return csvDoc({
    id, about: 'Mobile-app login audit: client_ip is the user device (labelled), server_ip internal (not labelled), versions look like IPs.',
    headers: ['ts', 'user_id', 'display_name', 'email', 'client_ip', 'server_ip', 'app_version', 'event'], rows,
  });
}

// ------------------------------------------------------------------ 19
export function upiTxns(): Doc {
  const id = 'upi-txn-export';
  reseed(id);
  const rows = some(30, () => {
    const p = person();
    const toPerson = chance(0.5);
    const q = person();
    const rem = anyOf<Piece>(
      () => '', () => 'rent', () => `rent ${pick(MONTHS)}`, () => t`${first(q)} ka birthday gift`, () => 'grocery',
      () => `${pick(FESTIVALS)} bonus`, () => t`for ${first(kinOf(p))}'s school fees`, () => 'maid salary', () => 'chai',
      () => 'split - Goa trip', () => 'Sagar Ratna dinner', () => t`loan return to ${first(q)}`,
    );
    return [
      notAadhaar12(), N(p, pick(['full', 'fl', 'upper'] as const)), upiOf(p),
      toPerson ? upiOf(q) : merchantVpa(), toPerson ? N(q, pick(['full', 'upper', 'fl'] as const)) : pick(BUSINESSES).toUpperCase(),
      amount(), rem,
    ];
  });
  return csvDoc({
    id, about: 'UPI statement export; payee VPAs of merchants are not labelled, of people are. Txn refs are 12-digit non-Aadhaar numbers.',
    headers: ['Txn Ref', 'Payer Name', 'Payer VPA', 'Payee VPA', 'Payee Name', 'Amount', 'Remarks'], rows,
  });
}
