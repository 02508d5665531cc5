// dev-6 documents: free-text-heavy exports (remarks, notes, chats, ticket bodies, delivery instructions)
// where a HOME address is followed directly by non-address words and preceded by context words.
import { L, LA, pick, ri, chance, reseed, csvDoc, jsonDoc, s, t, Piece, Doc } from './lib';
import { person, firstName, home, phone, aadhaar, pan, dob, email, upi, bankAcc, LAs, Home } from './pools';

const A = (h: Home, short = false) => L('address', short ? h.short : h.full);
const N = (n: string) => L('name', n);

// words BEFORE a home address (outside the span)
const PRE: ((n: string) => Piece)[] = [
  () => 'drop it at ', () => 'customer moved to ', () => 'pls send to ', () => 'mera naya address ', () => 'she stays at ',
  () => 'Pickup from ', () => 'old address was ', (n) => t`${N(n)}, `, () => 'Deliver to ', () => 'Address updated, now at ',
  () => 'bhaiya parcel yaha dena ', () => 'he lives in ', () => 'Ship to ', () => 'address confirmed on call: ', () => 'send technician to ',
];
// words AFTER a home address (outside the span), directly attached with or without punctuation
const POST: ((n: string) => Piece)[] = [
  (n) => t` ${N(n)} will collect`, (n) => t`, ${N(n)} will collect`, (n) => t` please call ${N(n)} first`,
  () => t`. Parcel has ${LAs.product()}.`, () => t` kal ${LAs.time()}`, () => t` ${LAs.product()} box was damaged`,
  () => t`, ${LAs.courier()} guy came twice`, () => t` ${LAs.amount()} COD`, () => t` order ${LAs.order()}`,
  () => t` ${LA('mention_handle', pick(['@dispatch_team', '@ops-west', '@rider_desk']))} pls check`, () => ' 🙏🙏', () => t` track here ${LAs.url()}`, () => ' customer not picking up call since morning',
  () => t`; items: ${LAs.product()}, ${LAs.product()}`, (n) => t`. Thanks, ${N(n)}`, () => t` by ${LAs.date()}`,
  () => t`. Shifting to ${LAs.city()} next month`, () => ' ghar pe koi nahi hoga dopahar mein', () => t`, ${LAs.landmark()} wait karna`,
  () => ' Mon-Sat only', () => t` - ${LAs.courier()} RTO`, () => ' hai, gate pe guard ko bol dena', () => ' Call before coming!!',
  () => t` ${LAs.date()} se`, () => t`. ${LAs.clinic()} is the clinic she works at, not there`, () => ' dog in house, ring bell twice',
  (n) => t` - ${N(n)}`, () => t` paid via ${LAs.courier()} wallet`, () => '. OTP shared',
];
function mention(h: Home): Piece {
  const n = person();
  return t`${pick(PRE)(n)}${A(h, chance(0.25))}${pick(POST)(person())}`;
}
// notes with two addresses or a business next to the home
function twoAddr(): Piece {
  const h1 = home(), h2 = home();
  return pick([
    () => t`old address was ${A(h1)}, new one is ${A(h2)}${pick(POST)(person())}`,
    () => t`Pickup from ${LAs.shop()} and drop at ${A(h1)}${pick(POST)(person())}`,
    () => t`shifted from ${A(h1, true)} to ${A(h2)} last month`,
    () => t`Not office (${LAs.office()}); deliver home ${A(h1)}${pick(POST)(person())}`,
    () => t`Return picked at ${LAs.hub()}; customer home is ${A(h1)}${pick(POST)(person())}`,
    () => t`${N(person())} wants it at ${A(h1)} not at ${LAs.school()}`,
  ])();
}
function laOnly(): Piece {
  return pick([
    () => t`shifting to ${LAs.city()} next month, will update address`,
    () => t`Bought ${LAs.product()} from ${LAs.shop()} for ${LAs.amount()}`,
    () => t`Reached ${LAs.hub()} at ${LAs.time()}, ${LAs.order()}`,
    () => t`Road closed on ${LA('street_name_in_news', pick(['MG Road', 'Linking Road', 'Park Street', 'FC Road']))} due to metro work, delay ${LAs.date()}`,
    () => t`Refund to ${LAs.branch()} account, ${LAs.landmark()}`,
    () => t`Visit ${LAs.clinic()} on ${LAs.date()}`,
  ])();
}
const note = (): Piece => (chance(0.22) ? twoAddr() : chance(0.08) ? laOnly() : mention(home()));

// header synonyms
const H = {
  id: ['Order ID', 'order_id', 'Ticket #', 'ref', 'Booking No', 'AWB'],
  name: ['Customer', 'customer_name', 'Name', 'Consignee', 'Full Name', 'CUSTOMER NAME', 'Member'],
  phone: ['Mobile', 'phone', 'Contact No', 'mob_no', 'Phone Number', 'WhatsApp'],
  email: ['Email', 'email_id', 'E-mail', 'Mail ID'],
  dob: ['DOB', 'date_of_birth', 'Birth Date', 'D.O.B'],
  ext: ['Aadhaar', 'PAN', 'UPI', 'Bank A/c'],
  addr: ['Address', 'ship_address', 'Home Address', 'Delivery Addr', 'Residence'],
  note: ['Remarks', 'notes', 'Delivery Instructions', 'Ticket Body', 'Message', 'agent_comment', 'Chat Text', 'Special instructions'],
  note2: ['Agent Remark', 'followup', 'Last Message', 'Internal note', 'Rider note'],
};
const extVal = (kind: string, n: string): Piece =>
  kind === 'Aadhaar' ? L('aadhaar', aadhaar()) : kind === 'PAN' ? L('pan', pan()) : kind === 'UPI' ? L('upi', upi(n)) : L('bank_account', bankAcc());

interface Cfg { id: string; about: string; fmt: 'csv' | 'json'; delim?: string; crlf?: boolean; style?: any }
const CFGS: Cfg[] = [
  ['saree-shop-whatsapp-orders', 'csv', ','], ['mobile-store-delivery-notes', 'csv', ';'], ['courier-ndr-remarks', 'csv', '\t'],
  ['grocery-rider-chat', 'json', 'pretty2'], ['electronics-install-tickets', 'csv', '|'], ['furniture-assembly-jobs', 'csv', ','],
  ['helpdesk-ticket-bodies', 'json', 'lines'], ['pharmacy-refill-notes', 'csv', ','], ['cake-delivery-instructions', 'csv', ';'],
  ['address-change-requests', 'json', 'pretty4'], ['broadband-shifting-requests', 'csv', '\t'], ['cod-call-center-log', 'csv', ','],
  ['d2c-returns-remarks', 'json', 'compact'], ['tiffin-service-subscribers', 'csv', '|'], ['packers-movers-leads', 'csv', ','],
  ['marketplace-seller-chat', 'json', 'tab'], ['lpg-booking-remarks', 'csv', ';'], ['water-can-deliveries', 'csv', ','],
  ['tuition-home-visits', 'csv', '\t'], ['insurance-claim-notes', 'json', 'pretty2'], ['ac-repair-visit-log', 'csv', ','],
  ['flower-bouquet-orders', 'csv', '|'], ['book-club-member-notes', 'csv', ';'], ['car-wash-doorstep', 'json', 'lines'],
  ['kyc-field-visit-remarks', 'csv', ','], ['milk-subscription-changes', 'csv', '\t'], ['appliance-warranty-claims', 'json', 'pretty4'],
  ['home-salon-bookings', 'csv', ','], ['ecom-order-comments', 'csv', ';'], ['pet-grooming-pickups', 'json', 'compact'],
].map(([id, fmt, x], i) => ({ id, about: `${id.replace(/-/g, ' ')}: free-text home addresses followed by non-address words; unlabelled look-alikes.`, fmt: fmt as any, delim: fmt === 'csv' ? x : undefined, style: fmt === 'json' ? x : undefined, crlf: i % 5 === 1 }));

function build(c: Cfg): Doc {
  reseed(c.id);
  const hasEmail = chance(0.5), hasDob = chance(0.4), ext = chance(0.6) ? pick(H.ext) : null, hasAddr = chance(0.5), hasNote2 = chance(0.7);
  const hdr: [string, string][] = [['id', pick(H.id)], ['name', pick(H.name)], ['phone', pick(H.phone)]];
  if (hasEmail) hdr.push(['email', pick(H.email)]);
  if (hasDob) hdr.push(['dob', pick(H.dob)]);
  if (ext) hdr.push(['ext', ext]);
  if (hasAddr) hdr.push(['addr', pick(H.addr)]);
  hdr.push(['note', pick(H.note)]);
  if (hasNote2) hdr.push(['note2', pick(H.note2)]);
  const nRows = ri(6, 7);
  const rows: Record<string, Piece>[] = [];
  for (let r = 0; r < nRows; r++) {
    const n = person(), h = home();
    const v: Record<string, Piece> = {
      id: pick([`OD${ri(1e8, 9e8)}`, `TK-${ri(10000, 99999)}`, `${ri(100000, 999999)}`]),
      name: N(chance(0.15) ? n.toUpperCase() : n), phone: L('phone', phone()),
      email: chance(0.85) ? L('email', email(n)) : 'support@' + c.id.split('-')[0] + '.in',
      dob: L('date_of_birth', dob()), ext: extVal(ext ?? '', n), addr: A(h),
      note: chance(0.5) ? mention(h) : note(),
      note2: chance(0.85) ? note() : laOnly(),
    };
    if (!hasAddr && chance(0.15)) v.note = t`${v.note} Ph ${L('phone', phone())}`;
    rows.push(v);
  }
  if (c.fmt === 'csv') {
    return csvDoc({ id: c.id, about: c.about, headers: hdr.map((x) => x[1]), rows: rows.map((v) => hdr.map(([k]) => v[k])), delimiter: c.delim, eol: c.crlf ? '\r\n' : '\n' });
  }
  return jsonDoc({ id: c.id, about: c.about, style: c.style, rows: rows.map((v) => Object.fromEntries(hdr.map(([k, h]) => [h, s(v[k])]))) });
}
export const builders = CFGS.map((c) => () => build(c));
