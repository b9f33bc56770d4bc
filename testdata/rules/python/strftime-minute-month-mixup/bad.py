from datetime import datetime


def stamp(now):
    return now.strftime("%Y-%m-%d %H:%m")  # want "python/strftime-minute-month-mixup"


def parse(text):
    return datetime.strptime(text, "%Y-%M-%d")  # want "python/strftime-minute-month-mixup"
