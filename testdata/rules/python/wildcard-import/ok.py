from os.path import dirname, join

from .models import *  # noqa: F403

__all__ = ["where", "Model"]


def where(name):
    return join(dirname(name), "x")
