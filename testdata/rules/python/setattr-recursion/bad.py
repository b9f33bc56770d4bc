class Settings:
    def __setattr__(self, name, value):
        self.changed = True  # want "python/setattr-recursion"
        object.__setattr__(self, name, value)


class Record:
    def __setattr__(self, key, value):
        if key.startswith("_"):
            raise AttributeError(key)
        setattr(self, key, value)  # want "python/setattr-recursion"
