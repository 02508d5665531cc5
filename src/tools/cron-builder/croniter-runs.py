"""Referee for cron-builder: reads [{expression, fromMs, count}] as JSON on stdin, prints the next runs of each
(Unix ms, Asia/Kolkata) by python3-croniter, or the error it raised. The expressions arrive in croniter's notation."""
import json
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

from croniter import croniter

zone = ZoneInfo("Asia/Kolkata")
answers = []
for case in json.load(sys.stdin):
    try:
        start = datetime.fromtimestamp(case["fromMs"] / 1000, zone)
        it = croniter(case["expression"], start)
        answers.append([round(it.get_next(datetime).timestamp() * 1000) for _ in range(case["count"])])
    except Exception as error:  # noqa: BLE001 - the referee reports what it refused
        answers.append(str(error))
json.dump(answers, sys.stdout)
