"""Referee for mock-data-generator's phone numbers: reads a JSON array of numbers on stdin and prints the type
libphonenumber (Debian's python3-phonenumbers) gives each, as a JSON array of names ("MOBILE", "FIXED_LINE", ...)."""
import json
import sys

import phonenumbers
from phonenumbers import PhoneNumberType

NAMES = {value: name for name, value in vars(PhoneNumberType).items() if name.isupper()}
json.dump([NAMES[phonenumbers.number_type(phonenumbers.parse(number))] for number in json.load(sys.stdin)], sys.stdout)
