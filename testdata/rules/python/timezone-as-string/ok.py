import datetime
from datetime import datetime as dt
from zoneinfo import ZoneInfo

import arrow
import pendulum


def stamps(ts, value):
    a = datetime.datetime.now(datetime.timezone.utc)
    b = dt.fromtimestamp(ts, tz=ZoneInfo("Europe/Paris"))
    c = dt(2024, 1, 1, tzinfo=ZoneInfo("UTC"))
    d = value.astimezone(ZoneInfo("UTC"))
    e = pendulum.now("Europe/Paris")
    f = arrow.now("US/Pacific")
    return a, b, c, d, e, f
