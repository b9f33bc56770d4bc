import abc
from typing import Protocol


class User(abc.ABC):
    @property
    def full_name(self):
        if not self.first:
            return self.last
        return self.first + " " + self.last

    @property
    @abc.abstractmethod
    def kind(self):
        """The kind of user."""

    @property
    def missing(self):
        raise NotImplementedError

    @property
    def stub(self):
        ...


class Named(Protocol):
    @property
    def name(self) -> str:
        """The name."""
        x = 1
