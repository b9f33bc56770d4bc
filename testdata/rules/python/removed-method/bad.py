import configparser


def load(path):
    cp = configparser.ConfigParser()
    with open(path) as f:
        cp.readfp(f)  # want "python/removed-method"
    return cp


def alive(thread, root, link, target):
    link.link_to(target)  # want "python/removed-method"
    alive = thread.isAlive()  # want "python/removed-method"
    return alive, root.getchildren()  # want "python/removed-method"
