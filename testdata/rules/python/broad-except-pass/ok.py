import logging

def load(path):
    try:
        return parse(path)
    except Exception:
        logging.exception("cannot parse %s", path)
    try:
        return parse(path + ".bak")
    except KeyError:
        pass
    try:
        return parse(path + ".old")
    except Exception:
        return None
