def features(df):
    return df.values
