class Cache:
    __instances = {}  # want "python/unused-private-member"

    def get(self, key):
        return self._load(key)

    def __evict(self, key):  # want "python/unused-private-member"
        del self.store[key]
