import datetime
from datetime import date, timedelta


def deadline():
    return date.today() + timedelta(days=1, hours=12), datetime.datetime.now() + timedelta(hours=36)


def next_week():
    return date.today() + timedelta(weeks=1), date.today() - timedelta(1)
