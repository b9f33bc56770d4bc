import time
from datetime import datetime


def parse(value, row):
    a = datetime.strptime(value, "%Y-%m-%d")
    b = time.strptime(row["time"], "%H:%M")
    c = datetime.strptime("2024-01-01", "%Y-%m-%d")
    return a, b, c
