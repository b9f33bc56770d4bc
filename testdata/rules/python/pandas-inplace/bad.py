import pandas as pd


def clean(path):
    df = pd.read_csv(path)
    df.dropna(subset=["id"], inplace=True)  # want "python/pandas-inplace"
    df.rename(columns={"ts": "timestamp"}, inplace=True)  # want "python/pandas-inplace"
    return df
