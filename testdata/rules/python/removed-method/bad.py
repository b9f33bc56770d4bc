import configparser


def load(path):
    cp = configparser.ConfigParser()
    with open(path) as f:
        cp.readfp(f)  # want "python/removed-method"
    return cp
