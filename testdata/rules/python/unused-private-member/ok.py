class Cache:
    __instances = {}

    def __init__(self):
        self.__instances[id(self)] = self

    def get(self, key):
        return self.__load(key)

    def __load(self, key):
        return self.store[key]

    def __repr__(self):
        return "Cache()"

    @classmethod
    def __subclasshook__(cls, other):
        return NotImplemented
