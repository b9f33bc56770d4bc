import numpy as np
import pandas as pd


def clean(df, arr):
    df.dropna()  # want "python/new-object-result-discarded"
    df["price"].astype(float)  # want "python/new-object-result-discarded"
    np.append(arr, 0)  # want "python/new-object-result-discarded"
    return df, arr
