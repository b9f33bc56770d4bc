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


def grow(rows, sales_df):
    items = []
    for row in rows:
        items.append(row)
    out = pd.concat([sales_df, pd.DataFrame(items)], ignore_index=True)
    for name, col in sales_df.items():
        print(name, col)
    return out
