NAME = str("report")  # want "python/literal-conversion"
LIMIT = int(10)  # want "python/literal-conversion"
MAGIC = "header".encode("utf-8")  # want "python/literal-conversion"
COLORS = set(["red", "green"])  # want "python/literal-conversion"
