import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--debug", type=bool, default=False)  # want "python/argparse-bool-option"
parser.add_argument("--cache", action="store_true", default=True)  # want "python/argparse-bool-option"
