// Words after name words that make the run a thing's name, not a person's (regular-expression alternations).

// Venues, halls, grounds, stations and places of worship named after people (Jawaharlal Nehru Stadium, Rabindra
// Sadan, Kalidas Rangmanch, Azad Maidan, Lokmanya Tilak Terminus, Gurudwara Singh Sabha, Kiran Colour Lab).
export const VENUE_WORDS =
  'stadium|sadan|adalat|theatre|theater|auditorium|rangmanch|rangmandir|lawns?|hall|halls|maidan|terminus|junction|shala|sabha|labs?|grounds?|arena|pavilion|gymkhana|club|palace|fort|ghat|talkies|cinema|multiplex|banquet|mandapam|kalakshetra|gurudwara|gurdwara|mandir|masjid|church|temple|dargah|chowk|circle|statue|batch|house';
// Goods after a brand built on a name (Usha fan, Raymond suiting, Preethi mixer grinder, Sujata mixer, Ganesh besan).
export const PRODUCT_WORDS =
  'fan|fans|mixer|grinder|cooker|pump|suiting|shirting|fridge|refrigerator|geyser|cooler|almirah|inverter|battery|scooter|motorcycle|tractor|saree|sarees|chappal|chappals|biryani|silk|atta|besan|maida|sooji|ghee|namkeen|masala|pickle|achar|ad|advert|advertisement';
// A short list of very well-known Indian brands, makers and vehicle models that are written beside name words (Ashok
// Leyland, Maruti Suzuki, Mahindra Scorpio, Haldiram's): never part of a person's name.
export const WELL_KNOWN_BRANDS =
  "suzuki|leyland|haldiram'?s?|mahindra|hyundai|toyota|havells|joyalukkas|patanjali|ertiga|scorpio|bolero|innova|dzire|nexon|activa|pulsar|splendor";
// Very well-known Indian brands made only of name words (restaurant and retail chains): never a person.
export const WELL_KNOWN_BRAND_NAMES = 'sagar ratna|moti mahal|vijay sales';
// Words before name words that make the run a thing's: a raga (Raag Yaman, Raag Kalyani), a gurudwara, a temple.
export const THING_BEFORE_WORDS = 'raag|raga|ragam|gurudwara|gurdwara';
