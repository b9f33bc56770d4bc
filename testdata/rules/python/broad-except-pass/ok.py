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
    try:
        return parse(path + ".tmp")
    except Exception:  # pylint: disable=broad-except
        pass
    try:
        return parse(path + ".swp")
    except Exception:
        # the swap file is optional
        pass


def load_all(paths):
    for path in paths:
        try:
            parse(path)
        except ValueError:
            continue
