import csv
import io
import json
import sys


def save(rows, report):
    with open("report.json", "w") as f:
        json.dump(report, f)
    print("done", file=sys.stderr)
    with open("data.csv", newline="") as f:
        for row in csv.reader(f):
            rows.append(row)
    for row in csv.reader(io.StringIO("a,b")):
        rows.append(row)
