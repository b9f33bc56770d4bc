import time
from datetime import date, datetime, timedelta


def window(clock):
    start = datetime.now() - timedelta(seconds=3600)
    tomorrow = date.today() + timedelta(days=1)
    deadline = time.time() + 3600
    later = clock.now() + 5
    return start, tomorrow, deadline, later
