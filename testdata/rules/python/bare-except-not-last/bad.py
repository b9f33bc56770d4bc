def load(path):
    try:
        return open(path).read()
    except:  # want "python/bare-except-not-last"
        return ""
    except OSError:
        return None
