def load(path):
    try:
        return parse(path)
    except Exception:
        pass  # want "python/broad-except-pass"
    try:
        return parse(path + ".bak")
    except BaseException as e:
        pass  # want "python/broad-except-pass"


def load_all(paths):
    for path in paths:
        try:
            parse(path)
        except Exception:
            continue  # want "python/broad-except-pass"
