def clean(df):
    df.dropna(inplace=True)
    out = df.fillna(0)
    return out
