NAME = "report"
LIMIT = int("10", 16)
MAGIC = b"header"
ACCENT = "café".encode("utf-8")
LATIN = "header".encode("latin-1")
COLORS = {"red", "green"}
LABEL = str(f"{NAME}")
METHODS = frozenset(["get", "post"])
