import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--count", type="int", default=1)  # want "python/argparse-type-string"
