import pandas as pd


def summary(df):
    arr = df.as_matrix()  # want "python/pandas-removed-api"
    first = df.ix[0]  # want "python/pandas-removed-api"
    when = pd.datetime.now()  # want "python/pandas-removed-api"
    zeros = pd.np.zeros(3)  # want "python/pandas-removed-api"
    raw = pd.read_csv("x.csv", error_bad_lines=False)  # want "python/pandas-removed-api"
    return arr, first, when, zeros, raw
