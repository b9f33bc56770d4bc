from datetime import datetime


def stamp(now):
    return now.strftime("%Y-%m-%d %H:%M")


def parse(text):
    return datetime.strptime(text, "%Y-%m-%d")
