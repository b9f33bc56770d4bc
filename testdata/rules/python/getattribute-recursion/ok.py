class Proxy:
    def __getattribute__(self, name):
        data = object.__getattribute__(self, "_data")
        return data[name]


class Guarded:
    def __getattribute__(self, name):
        if name == "_data":
            return object.__getattribute__(self, name)
        return self._data[name]


class Lazy:
    def __getattr__(self, name):
        return self._data[name]


class Counting:
    def __getattribute__(self, name):
        return super().__getattribute__(name)


class LazyModule:
    def __getattribute__(self, attr):
        """Load on first access."""
        self.__class__ = Loaded
        return getattr(self, attr)
