import json as _json
from .models import User, Group as UserGroup

__all__ = ["User", "UserGroup", "create_user", "Registry", "DEFAULT", "VERSION", "dumps"]

DEFAULT, VERSION = "x", 1
dumps = _json.dumps


def create_user(name):
    return User(name)


class Registry:
    pass
