from datetime import datetime


def week_label(day):
    return day.strftime("%Y-W%V")  # want "python/strftime-iso-week-year-mixup"


def parse_day(text):
    return datetime.strptime(text, "%G-%m-%d")  # want "python/strftime-iso-week-year-mixup"
