"""Referee for cron-builder: reads [{expression, fromMs, count}] as JSON on stdin, prints the next runs of each
(Unix ms, Asia/Kolkata) by python3-croniter, or the error it raised. The expressions arrive in croniter's notation.

A case with "days": "and" or "or" is one where croniter 1.3.5's own day rule differs from crontab(5)'s (it ORs `*/2`
with a weekday, and ANDs a full range such as `1-31`). For those, croniter answers the two halves, each with the other
day field `*` (where no day rule applies), and this script combines them as crontab(5) says: "If both fields are
restricted (i.e., don't start with *), the command will be run when either field matches", else when both do."""
import json
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

from croniter import croniter

zone = ZoneInfo("Asia/Kolkata")
# Runs of each half listed before combining: enough for an AND of a day-of-month step and one weekday.
HALF_RUNS = 400


def next_runs(expression, start, count):
    it = croniter(expression, start)
    return [round(it.get_next(datetime).timestamp() * 1000) for _ in range(count)]


def by_day_rule(expression, start, rule, count):
    fields = expression.split(" ")
    day_of_month, day_of_week = 2, 4
    dom_only = " ".join(fields[:day_of_week] + ["*"] + fields[day_of_week + 1 :])
    dow_only = " ".join(fields[:day_of_month] + ["*"] + fields[day_of_month + 1 :])
    first, second = next_runs(dom_only, start, HALF_RUNS), next_runs(dow_only, start, HALF_RUNS)
    horizon = min(first[-1], second[-1])
    combined = set(first) & set(second) if rule == "and" else set(first) | set(second)
    runs = sorted(run for run in combined if run <= horizon)
    if len(runs) < count:
        raise ValueError(f"only {len(runs)} runs within the halves' horizon")
    return runs[:count]


answers = []
for case in json.load(sys.stdin):
    try:
        start = datetime.fromtimestamp(case["fromMs"] / 1000, zone)
        rule = case.get("days")
        if rule:
            answers.append(by_day_rule(case["expression"], start, rule, case["count"]))
        else:
            answers.append(next_runs(case["expression"], start, case["count"]))
    except Exception as error:  # noqa: BLE001 - the referee reports what it refused
        answers.append(str(error))
json.dump(answers, sys.stdout)
