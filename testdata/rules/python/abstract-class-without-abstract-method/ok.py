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


class Local(Storage, ABC):
    def save(self, key, value):
        return None
