from datetime import datetime


def week_label(day):
    return day.strftime("%G-W%V")


def parse_week(text):
    return datetime.strptime(text, "%G-W%V-%u")


def parse_day(text):
    return datetime.strptime(text, "%Y-%m-%d")


def us_week(day):
    return day.strftime("%Y-W%U")
