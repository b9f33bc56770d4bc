import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--debug", action="store_true")
parser.add_argument("--cache", action=argparse.BooleanOptionalAction, default=True)
parser.add_argument("--no-cache", dest="cache", action="store_false", default=True)
parser.add_argument("--count", type=int, default=1)
