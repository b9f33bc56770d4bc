import csv
import json


def save(rows, report):
    json.dump(report, "report.json")  # want "python/file-argument-is-path"
    print("done", file="log.txt")  # want "python/file-argument-is-path"
    for row in csv.reader("data.csv"):  # want "python/file-argument-is-path"
        rows.append(row)
