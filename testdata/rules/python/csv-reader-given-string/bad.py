import csv

import requests


def rows(url):
    response = requests.get(url, timeout=10)
    return list(csv.reader(response.text))  # want "python/csv-reader-given-string"


def parse(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh.read()))  # want "python/csv-reader-given-string"
