import time
from datetime import datetime


def parse(value, row):
    a = datetime.strptime("%Y-%m-%d", value)  # want "python/strptime-arguments-swapped"
    b = time.strptime("%H:%M", row["time"])  # want "python/strptime-arguments-swapped"
    return a, b
