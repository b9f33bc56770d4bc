MARK = "caf\u00e9".encode("utf-8")
RAW = b"caf\xc3\xa9"
PATTERN = rb"\u[0-9a-f]{4}"
ESCAPED = b"\\u00e9"
