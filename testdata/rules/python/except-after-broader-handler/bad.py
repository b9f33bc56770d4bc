def load(path):
    try:
        return open(path).read()
    except Exception as e:
        return str(e)
    except FileNotFoundError:  # want "python/except-after-broader-handler"
        return ""
    except (ValueError, OSError):  # want "python/except-after-broader-handler"
        return None
