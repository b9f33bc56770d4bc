import re

DIGITS = re.compile(r"\d+")
PATH = "C:\\temp\\data"
TEXT = "tab\there\nnew \x41 \u00e9 \N{BULLET} \101 \"quoted\" \\d"
BYTES = b"\x00\xff"
