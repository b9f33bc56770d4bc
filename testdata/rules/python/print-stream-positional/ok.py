import sys


def warn(msg):
    print("warning:", msg, file=sys.stderr)


def show_encoding():
    print(sys.stdout.encoding)
