def parse(line, df):
    fields = [f.strip() for f in line.strip().split(",")]
    parts = df["name"].str.split(",").str.join("-")
    return fields, parts, line.split(",")[0].strip()
