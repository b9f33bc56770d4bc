from datetime import date, datetime


def window():
    start = datetime.now() - 3600  # want "python/datetime-plus-number"
    tomorrow = date.today() + 1  # want "python/datetime-plus-number"
    return start, tomorrow
