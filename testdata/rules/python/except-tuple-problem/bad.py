def read(path):
    try:
        return open(path).read()
    except ():  # want "python/except-tuple-problem"
        return None
    except (OSError, OSError):  # want "python/except-tuple-problem"
        return None
    except (ValueError, KeyError, ValueError) as e:  # want "python/except-tuple-problem"
        return str(e)
