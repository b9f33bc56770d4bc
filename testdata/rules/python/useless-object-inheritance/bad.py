import abc


class Config(object):  # want "python/useless-object-inheritance"
    pass


class Plugin(object, metaclass=abc.ABCMeta):  # want "python/useless-object-inheritance"
    pass
