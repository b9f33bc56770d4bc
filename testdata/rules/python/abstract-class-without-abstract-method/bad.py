import abc
from abc import ABC


class Storage(ABC):  # want "python/abstract-class-without-abstract-method"
    def save(self, key, value):
        raise NotImplementedError

    def load(self, key):
        raise NotImplementedError


class Notifier(metaclass=abc.ABCMeta):  # want "python/abstract-class-without-abstract-method"
    def send(self, message):
        raise NotImplementedError("send")
