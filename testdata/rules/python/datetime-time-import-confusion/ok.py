from datetime import datetime, timedelta
import time


def tomorrow():
    return datetime.now() + timedelta(days=1)


def today_of(moment):
    return moment.date()


def wait(seconds):
    start = time.time()
    time.sleep(seconds)
    return time.time() - start
