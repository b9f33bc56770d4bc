import numpy as np
import pandas as pd


def clean(df, arr, text):
    df = df.dropna()
    df.fillna(0, inplace=True)
    df["price"] = df["price"].astype(float)
    arr = np.append(arr, 0)
    df.apply(print)
    text.replace("a", "b")
    return df, arr
