from abc import abstractmethod


class Storage:
    @abstractmethod
    def save(self, key, value):  # want "python/abstractmethod-without-abc"
        ...
