import csv


def export(rows, fh):
    writer = csv.writer(fh)
    writer.writerow(["name", "email"])
    for row in rows:
        writer.writerow(row)
    writer.writerows(rows)


def export_records(writer, formatter, records):
    for record in records:
        writer.writerow(formatter.format(record))
