import json


class ConfigError(Exception):
    pass


def port(value):
    try:
        return int(value)
    except ValueError:
        raise ConfigError(f"port must be a number, not {value!r}")  # want "python/raise-missing-from"


def load(text, strict):
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        if strict:
            raise ConfigError(str(err))  # want "python/raise-missing-from"
        else:
            raise ValueError  # want "python/raise-missing-from"
