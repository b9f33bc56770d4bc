def load(path):
    try:
        return parse(path)
    except Exception:  # want "python/broad-except-pass"
        pass
    try:
        return parse(path + ".bak")
    except BaseException as e:  # want "python/broad-except-pass"
        pass
