from abc import ABC, abstractmethod


class Shape(ABC):
    @property
    @abstractmethod
    def area(self):
        ...

    @classmethod
    @abstractmethod
    def unit(cls):
        ...

    @abstractmethod
    def draw(self):
        ...
