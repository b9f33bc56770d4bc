import pandas as pd
from pandas.api.types import is_numeric_dtype


def summary(df):
    counts = df["kind"].value_counts()
    if isinstance(df["ts"].dtype, pd.DatetimeTZDtype):
        return counts
    return isinstance(df["kind"].dtype, pd.CategoricalDtype), is_numeric_dtype(df["n"])
