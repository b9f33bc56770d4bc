from datetime import timedelta

from dateutil.relativedelta import relativedelta
import pandas as pd


def next_month(day):
    return day + relativedelta(months=1)


def later():
    return timedelta(hours=2, minutes=30)


def window():
    return pd.Timedelta(days=1)
