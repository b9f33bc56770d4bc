import pandas as pd


def summary(df):
    arr = df.as_matrix()  # want "python/pandas-removed-api"
    first = df.ix[0]  # want "python/pandas-removed-api"
    when = pd.datetime.now()  # want "python/pandas-removed-api"
    zeros = pd.np.zeros(3)  # want "python/pandas-removed-api"
    raw = pd.read_csv("x.csv", error_bad_lines=False)  # want "python/pandas-removed-api"
    return arr, first, when, zeros, raw


def grow(rows, sales_df):
    out = pd.DataFrame()
    for row in rows:
        out = pd.DataFrame(row).append(row, ignore_index=True)  # want "python/pandas-removed-api"
        sales_df = sales_df.append(row, ignore_index=True)  # want "python/pandas-removed-api"
    for name, col in sales_df.iteritems():  # want "python/pandas-removed-api"
        print(name, col)
    return out
