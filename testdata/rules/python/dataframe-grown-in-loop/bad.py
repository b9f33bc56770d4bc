import pandas as pd


def collect(rows):
    df = pd.DataFrame()
    for row in rows:
        df = pd.concat([df, pd.DataFrame([row])])  # want "python/dataframe-grown-in-loop"
    out = pd.DataFrame()
    for row in rows:
        out = out.append(row, ignore_index=True)  # want "python/dataframe-grown-in-loop"
    return df, out
