def load(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None
    except Exception:
        return ""
