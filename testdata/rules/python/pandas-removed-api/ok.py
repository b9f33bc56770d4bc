import datetime

import numpy as np
import pandas as pd


def summary(df):
    arr = df.to_numpy()
    first = df.iloc[0]
    when = datetime.datetime.now()
    zeros = np.zeros(3)
    raw = pd.read_csv("x.csv", on_bad_lines="skip")
    return arr, first, when, zeros, raw, df.get_value
