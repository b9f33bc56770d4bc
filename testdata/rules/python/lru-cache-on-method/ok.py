import functools


class Catalog:
    def __init__(self, db):
        self.db = db

    @functools.cached_property
    def all_prices(self):
        return self.db.prices()

    @staticmethod
    @functools.lru_cache(maxsize=128)
    def parse(sku):
        return sku.split("-")


@functools.lru_cache(maxsize=128)
def price(db, sku):
    return db.lookup(sku)
