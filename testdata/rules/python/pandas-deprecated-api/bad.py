import pandas as pd
from pandas.api.types import is_categorical_dtype  # want "python/pandas-deprecated-api"


def summary(df):
    counts = pd.value_counts(df["kind"])  # want "python/pandas-deprecated-api"
    if pd.api.types.is_datetime64tz_dtype(df["ts"]):  # want "python/pandas-deprecated-api"
        return counts
    return is_categorical_dtype(df["kind"])
