import csv
import os


def rows(path):
    with open(path, newline="") as f:
        reader = list(csv.DictReader(f))
    with open(path + ".names") as f:
        names = [line.strip() for line in f]
    for line in os.popen("ls"):
        names.append(line)
    return reader, names
