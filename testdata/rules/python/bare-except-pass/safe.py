import logging

def load(path):
    try:
        return open(path).read()
    except OSError:
        logging.exception("cannot read %s", path)
