import sys

if len(sys.argv) < 2:
    print("usage: tool FILE")
    return 1  # want "python/return-outside-function"


class Config:
    name = "x"
    return name  # want "python/return-outside-function"

yield 3  # want "python/return-outside-function"
