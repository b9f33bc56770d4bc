import os, sys  # want "python/multiple-imports-on-one-line"
import json


def main():
    print(os.getcwd(), sys.argv, json.dumps({}))
