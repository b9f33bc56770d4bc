def read(path):
    try:
        return open(path).read()
    except (OSError, UnicodeDecodeError):
        return None
    except (ValueError, KeyError) as e:
        return str(e)


def legacy(path):
    try:
        return open(path)
    except (IOError, OSError):
        return None
