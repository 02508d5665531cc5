"""Referee for data-anonymizer: python-stdnum (Debian's python3-stdnum) and Python's ipaddress. Reads
[{"kind", "value"}] as JSON on stdin and prints whether each value is valid for its kind."""
import ipaddress
import json
import sys

from stdnum import luhn
from stdnum.in_ import aadhaar, gstin, pan


def card(value):
    digits = value.replace(" ", "").replace("-", "")
    return digits.isdigit() and 13 <= len(digits) <= 19 and luhn.is_valid(digits)


def ip(value):
    try:
        ipaddress.ip_address(value)
        return True
    except ValueError:
        return False


CHECKS = {
    "pan": pan.is_valid,
    "aadhaar": aadhaar.is_valid,
    "gstin": gstin.is_valid,
    "card": card,
    "ip": ip,
}
json.dump([bool(CHECKS[case["kind"]](case["value"])) for case in json.load(sys.stdin)], sys.stdout)
