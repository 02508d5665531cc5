"""Referee for json-to-csv: Python's csv module. Reads {"read": csv_text, "delimiter": ","} or {"write": rows} as JSON on
stdin and prints the rows csv.reader finds in the text (empty lines left out, as the tool skips them), or the text
csv.writer writes for the rows (RFC 4180 dialect: CRLF)."""
import csv
import io
import json
import sys

request = json.load(sys.stdin)
if "read" in request:
    rows = csv.reader(io.StringIO(request["read"], newline=""), delimiter=request.get("delimiter", ","))
    json.dump([row for row in rows if row], sys.stdout)
else:
    out = io.StringIO(newline="")
    csv.writer(out, lineterminator="\r\n").writerows(request["write"])
    json.dump(out.getvalue(), sys.stdout)
