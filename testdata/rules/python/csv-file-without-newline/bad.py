import csv


def export(rows, path):
    writer = csv.writer(open(path, "w"))  # want "python/csv-file-without-newline"
    writer.writerows(rows)
    with open(path + ".2", "w", encoding="utf-8") as f:  # want "python/csv-file-without-newline"
        w = csv.DictWriter(f, fieldnames=["a"])
        w.writerows(rows)
