import numpy as np
import pandas as pd


def load(path):
    df = pd.read_csv(path)
    if not df:  # want "python/array-truth-value"
        return None
    mask = np.where(df["a"] > 0)
    while mask:  # want "python/array-truth-value"
        mask = mask[1:]
    scores = pd.Series([1, 2])
    best = scores or [0]  # want "python/array-truth-value"
    return best
