import time
from datetime import datetime


def stamps():
    a = datetime.utcnow().timestamp()  # want "python/naive-utc-timestamp"
    now = datetime.utcnow()
    b = now.timestamp()  # want "python/naive-utc-timestamp"
    c = time.mktime(datetime.utcnow().timetuple())  # want "python/naive-utc-timestamp"
    return a, b, c
