def load(path):
    try:
        return parse(path)
    except:  # want "python/bare-except"
        log.warning("could not parse %s", path)
        return None
