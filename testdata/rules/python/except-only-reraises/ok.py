import logging

def load(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        raise
    except OSError:
        logging.exception("cannot read %s", path)
        return ""

def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise TypeError(text) from e

def convert(text):
    try:
        return int(text)
    except ValueError:
        raise TypeError
