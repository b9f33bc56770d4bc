import csv


def export(rows, fh):
    writer = csv.writer(fh)
    writer.writerow("name,email")  # want "python/csv-writerow-given-string"
    for row in rows:
        writer.writerow(",".join(row))  # want "python/csv-writerow-given-string"
