import csv
import io


def rows(path):
    reader = csv.DictReader(open(path, newline=""))  # want "python/file-not-closed"
    names = [line.strip() for line in open(path + ".names")]  # want "python/file-not-closed"
    for line in io.open(path + ".extra", encoding="utf-8"):  # want "python/file-not-closed"
        names.append(line)
    head = io.open(path).readline()  # want "python/file-not-closed"
    return list(reader), names, head
