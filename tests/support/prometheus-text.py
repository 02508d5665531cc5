"""Reads the Prometheus text format on stdin with the official Python client's parser (Debian's
python3-prometheus-client) and prints its metric families as JSON: name, type and samples (name, labels, value)."""
import json
import math
import sys

from prometheus_client.parser import text_string_to_metric_families

families = []
for family in text_string_to_metric_families(sys.stdin.read()):
    families.append({
        "name": family.name,
        "type": family.type,
        "samples": [
            {"name": s.name, "labels": s.labels, "value": None if math.isnan(s.value) else s.value}
            for s in family.samples
        ],
    })
json.dump(families, sys.stdout)
