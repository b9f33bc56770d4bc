import datetime
from datetime import datetime as dt


def stamps(ts, value):
    a = datetime.datetime.now("UTC")  # want "python/timezone-as-string"
    b = dt.fromtimestamp(ts, tz="Europe/Paris")  # want "python/timezone-as-string"
    c = dt(2024, 1, 1, tzinfo="UTC")  # want "python/timezone-as-string"
    d = value.astimezone("UTC")  # want "python/timezone-as-string"
    return a, b, c, d
