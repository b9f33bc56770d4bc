def load(path):
    try:
        return parse(path)
    except Exception:
        pass  # want "python/broad-except-pass"
    try:
        return parse(path + ".bak")
    except BaseException as e:
        pass  # want "python/broad-except-pass"
