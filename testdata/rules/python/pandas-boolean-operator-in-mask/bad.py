import pandas as pd


def select(df: pd.DataFrame):
    a = df[(df["age"] > 30) and (df["city"] == "Paris")]  # want "python/pandas-boolean-operator-in-mask"
    b = df.loc[df.age > 30 or df.score < 5]  # want "python/pandas-boolean-operator-in-mask"
    return a, b
