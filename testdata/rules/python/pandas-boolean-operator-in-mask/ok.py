import pandas as pd


def select(df: pd.DataFrame, cache, key, other):
    a = df[(df["age"] > 30) & (df["city"] == "Paris")]
    b = df.loc[(df.age > 30) | (df.score < 5)]
    c = cache[key == 1 and other]
    return a, b, c
