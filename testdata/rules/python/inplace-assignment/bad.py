def clean(df):
    df = df.dropna(inplace=True)  # want "python/inplace-assignment"
    return df
