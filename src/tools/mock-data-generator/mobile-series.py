"""Prints MOBILE_SERIES for india-data.ts: the four-digit starts of Indian ten-digit numbers that libphonenumber
(python3-phonenumbers) types as mobile whatever the other six digits are, as ranges. Every five-digit start below
them is probed at several endings; a four-digit start is kept only when all ten of its five-digit starts are mobile.
Run with Debian's python3-phonenumbers and paste the output when its metadata changes."""
import phonenumbers
from phonenumbers import PhoneNumberType

ENDINGS = ("00000", "99999", "50505", "12345", "67890")
mobile = {
    start
    for start in range(60000, 100000)
    if all(
        phonenumbers.number_type(phonenumbers.parse(f"+91{start}{ending}")) == PhoneNumberType.MOBILE
        for ending in ENDINGS
    )
}
starts = [start for start in range(6000, 10000) if all(start * 10 + digit in mobile for digit in range(10))]
ranges = []
for start in starts:
    if ranges and ranges[-1][1] == start - 1:
        ranges[-1][1] = start
    else:
        ranges.append([start, start])
print(f"// python3-phonenumbers {phonenumbers.__version__}: {len(starts)} four-digit starts in {len(ranges)} ranges.")
print("export const MOBILE_SERIES: ReadonlyArray<readonly [from: number, to: number]> = [")
print("  " + ", ".join(f"[{a}, {b}]" for a, b in ranges) + ",")
print("];")
