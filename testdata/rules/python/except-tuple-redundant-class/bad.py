import json


def load(text):
    try:
        return json.loads(text)
    except (ValueError, Exception):  # want "python/except-tuple-redundant-class"
        return None


def save(path, data):
    try:
        path.write_text(data)
    except (Exception, OSError, json.JSONDecodeError) as err:  # want "python/except-tuple-redundant-class"
        raise RuntimeError(path) from err
