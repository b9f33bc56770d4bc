import sys
from sys import exit


def main(args):
    if not args:
        print("usage: tool FILE")
        sys.exit(2)
    exit(0)
