def totals(df):
    df["total"] = df["price"] * df["qty"]
    return [r.price for r in df.itertuples()]
