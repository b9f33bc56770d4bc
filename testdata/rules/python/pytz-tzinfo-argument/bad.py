from datetime import datetime

import pytz


def opening():
    return datetime(2024, 5, 1, 9, 0, tzinfo=pytz.timezone("Europe/Amsterdam"))  # want "python/pytz-tzinfo-argument"
