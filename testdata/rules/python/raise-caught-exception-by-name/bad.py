import logging


def load(path):
    try:
        return read(path)
    except OSError as e:
        logging.error("cannot read %s", path)
        raise e  # want "python/raise-caught-exception-by-name"


def save(path, data):
    try:
        write(path, data)
    except OSError as err:
        if err.errno != 2:
            raise err  # want "python/raise-caught-exception-by-name"
