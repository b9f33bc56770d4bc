import calendar
import time
from datetime import datetime


def epoch(dt):
    return time.mktime(dt.utctimetuple())  # want "python/utc-local-timetuple-mixup"


def now_epoch():
    return calendar.timegm(datetime.now().timetuple())  # want "python/utc-local-timetuple-mixup"
