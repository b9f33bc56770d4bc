import csv


def export_report(rows, path):  # want "python/function-body-only-pass"
    pass


def load(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.reader(fh))
