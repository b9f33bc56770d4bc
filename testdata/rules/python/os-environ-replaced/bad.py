import copy
import os


def configure(extra):
    os.environ = {"PATH": "/usr/bin"}  # want "python/os-environ-replaced"
    env = copy.copy(os.environ)  # want "python/os-environ-replaced"
    env.update(extra)
    return env
