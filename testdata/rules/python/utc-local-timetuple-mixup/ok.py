import calendar
import time
from datetime import datetime


def epoch(dt):
    return calendar.timegm(dt.utctimetuple())


def now_epoch():
    return time.mktime(datetime.now().timetuple())


def utc_epoch():
    return calendar.timegm(time.gmtime())
