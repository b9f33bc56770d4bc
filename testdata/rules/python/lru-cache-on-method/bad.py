import functools


class Catalog:
    def __init__(self, db):
        self.db = db

    @functools.lru_cache(maxsize=128)
    def price(self, sku):  # want "python/lru-cache-on-method"
        return self.db.lookup(sku)
