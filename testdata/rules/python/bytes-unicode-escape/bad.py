MARK = b"caf\u00e9"  # want "python/bytes-unicode-escape"
SNOW = b'\N{SNOWMAN}'  # want "python/bytes-unicode-escape"
