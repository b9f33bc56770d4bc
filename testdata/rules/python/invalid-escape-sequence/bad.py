import re

DIGITS = re.compile("\d+")  # want "python/invalid-escape-sequence"
PATH = "C:\temp\data"  # want "python/invalid-escape-sequence"
