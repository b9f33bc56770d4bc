import json


def parse(text):
    try:
        return json.loads(text)
    except (json.JSONDecodeError,):  # want "python/except-single-element-tuple"
        return None
