import datetime


def stamp():
    return datetime.now().isoformat()  # want "python/datetime-time-import-confusion"
