import numpy as np
import pandas as pd


def features(path):
    df = pd.read_csv(path)
    x = df[["a", "b"]].values  # want "python/pandas-values-attribute"
    y = df.loc[:, "target"].values  # want "python/pandas-values-attribute"
    return np.asarray(x), y, df.values  # want "python/pandas-values-attribute"
