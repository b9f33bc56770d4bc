import csv


def export(rows, fh):
    writer = csv.writer(fh)
    writer.writerow(["name", "email"])
    for row in rows:
        writer.writerow(row)
    writer.writerows(rows)
