import pandas as pd


def collect(rows, parts):
    records = []
    for row in rows:
        records.append(row)
    df = pd.DataFrame(records)
    df = pd.concat([df, *parts])
    return df
