import abc
from abc import ABC, abstractmethod


class Storage(ABC):
    @abstractmethod
    def save(self, key, value):
        ...

    def load(self, key):
        raise NotImplementedError


class Notifier(metaclass=abc.ABCMeta):
    @property
    @abc.abstractmethod
    def channel(self):
        ...


class Marker(ABC):
    pass


class Loader(metaclass=abc.ABCMeta):
    """Registered virtual subclasses get these defaults."""

    def create_module(self, spec):
        return None

    def invalidate_caches(self):
        pass


class Local(Storage, ABC):
    def save(self, key, value):
        return None
