import json
import sys


class ConfigError(Exception):
    pass


def port(value):
    try:
        return int(value)
    except ValueError as err:
        raise ConfigError(f"port must be a number, not {value!r}") from err


def load(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        if not text:
            raise ConfigError("empty") from None
        raise


def main():
    try:
        load("")
    except KeyboardInterrupt:
        raise SystemExit(130)
    except ConfigError as e:
        raise e


def retry():
    try:
        port("x")
    except ConfigError:
        def later():
            raise RuntimeError("deferred")
        return later
