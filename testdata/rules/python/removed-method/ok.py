import configparser


def load(path, tree):
    cp = configparser.ConfigParser()
    with open(path) as f:
        cp.read_file(f)
    return cp, list(tree.iter())
