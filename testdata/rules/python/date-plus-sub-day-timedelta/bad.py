import datetime
from datetime import date, timedelta


def deadline():
    return date.today() + timedelta(hours=36)  # want "python/date-plus-sub-day-timedelta"


def yesterday_evening():
    return datetime.date.today() - datetime.timedelta(minutes=720)  # want "python/date-plus-sub-day-timedelta"
