import pandas as pd


def clean(df: pd.DataFrame):
    df[df["age"] < 0]["age"] = 0  # want "python/pandas-chained-assignment"
    df.loc[df["x"] > 1]["y"] = 2  # want "python/pandas-chained-assignment"
    df[df["name"].isna()]["name"] = "unknown"  # want "python/pandas-chained-assignment"
    return df


def mark(df):
    df["flag"][df["score"] > 10] = True  # want "python/pandas-chained-assignment"
    df["kind"][df["name"].str.startswith("x")] = "x"  # want "python/pandas-chained-assignment"
