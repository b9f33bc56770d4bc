import sys


def warn(msg):
    print("warning:", msg, sys.stderr)  # want "python/print-stream-positional"
