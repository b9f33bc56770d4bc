import datetime


def stamp():
    return datetime.datetime.now().isoformat()


def span():
    return datetime.timedelta(days=1)
