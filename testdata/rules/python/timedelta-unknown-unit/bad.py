from datetime import date, timedelta


def next_month(day):
    return day + timedelta(months=1)  # want "python/timedelta-unknown-unit"


def later():
    return timedelta(hour=2)  # want "python/timedelta-unknown-unit"
