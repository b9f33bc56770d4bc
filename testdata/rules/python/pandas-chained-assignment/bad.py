import pandas as pd


def clean(df: pd.DataFrame):
    df[df["age"] < 0]["age"] = 0  # want "python/pandas-chained-assignment"
    df.loc[df["x"] > 1]["y"] = 2  # want "python/pandas-chained-assignment"
    df[df["name"].isna()]["name"] = "unknown"  # want "python/pandas-chained-assignment"
    return df
