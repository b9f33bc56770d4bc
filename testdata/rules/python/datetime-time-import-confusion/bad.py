from datetime import datetime
from time import time


def tomorrow():
    return datetime.now() + datetime.timedelta(days=1)  # want "python/datetime-time-import-confusion"


def launch_day():
    return datetime.date(2024, 5, 1)  # want "python/datetime-time-import-confusion"


def wait(seconds):
    start = time()
    time.sleep(seconds)  # want "python/datetime-time-import-confusion"
    return time() - start
