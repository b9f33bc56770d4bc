GREETING = "hello"
RAW = r"\d+"
DATA = b"\x00"
USER = f"{GREETING}"
