from datetime import datetime
from zoneinfo import ZoneInfo

import pytz


def opening():
    ams = pytz.timezone("Europe/Amsterdam")
    a = ams.localize(datetime(2024, 5, 1, 9, 0))
    b = datetime(2024, 5, 1, 9, 0, tzinfo=ZoneInfo("Europe/Amsterdam"))
    c = datetime(2024, 5, 1, 9, 0, tzinfo=pytz.timezone("UTC"))
    return a, b, c
