import logging


def load(path):
    try:
        return read(path)
    except OSError as e:
        logging.error("cannot read %s", path)
        raise


def save(path, data):
    try:
        write(path, data)
    except OSError as err:
        logging.error("cannot write %s", path)
        raise ConfigError(path) from err
