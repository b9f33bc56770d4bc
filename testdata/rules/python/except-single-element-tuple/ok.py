import json


def parse(text):
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    except ValueError:
        return None
