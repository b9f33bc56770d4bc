from abc import ABC, abstractmethod


class Storage(ABC):
    @abstractmethod
    def save(self, key, value):
        ...


class Disk(Storage):
    @abstractmethod
    def path(self):
        ...
