from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod  # want "python/abstractmethod-not-innermost"
    @property
    def area(self):
        ...

    @abstractmethod  # want "python/abstractmethod-not-innermost"
    @classmethod
    def unit(cls):
        ...
