import pandas as pd


def clean(df: pd.DataFrame, grid):
    df.loc[df["age"] < 0, "age"] = 0
    df.loc[df["x"] > 1, "y"] = 2
    df["name"] = df["name"].fillna("unknown")
    grid[0][1] = 5
    config = {"a": {}}
    config["a"]["b"] = 1
    return df
