import sys

print("starting", file=sys.stderr)
mode = 0o755
zero = 00
if mode != 0:
    big = 10 + 0x1F + 1_000 + 0
