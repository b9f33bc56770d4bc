class Proxy:
    def __getattribute__(self, name):
        return self.__dict__[name]  # want "python/getattribute-recursion"


class Logged:
    def __getattribute__(self, name):
        """Log every attribute read."""
        self.reads.append(name)  # want "python/getattribute-recursion"
        return object.__getattribute__(self, name)
