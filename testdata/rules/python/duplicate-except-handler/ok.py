def parse(text):
    try:
        return int(text)
    except ValueError:
        return None
    except TypeError as err:
        raise RuntimeError(text) from err
