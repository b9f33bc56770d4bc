import csv
import io

import requests


def rows(url):
    response = requests.get(url, timeout=10)
    return list(csv.reader(response.text.splitlines()))


def parse(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def from_text(text):
    return list(csv.reader(io.StringIO(text)))
