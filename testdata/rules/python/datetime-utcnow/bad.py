import datetime
from datetime import datetime as dt


def stamp():
    now = datetime.datetime.utcnow()  # want "python/datetime-utcnow"
    then = datetime.utcfromtimestamp(0)  # want "python/datetime-utcnow"
    return now - then
