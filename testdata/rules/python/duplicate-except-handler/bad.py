def parse(text):
    try:
        return int(text)
    except ValueError:
        return None
    except ValueError as err:  # want "python/duplicate-except-handler"
        raise RuntimeError(text) from err
