def report(prices):
    for name, price in prices.items():
        print(name, prices[name])  # want "python/unnecessary-dict-index-lookup"


class Inventory:
    def total(self):
        total = 0
        for sku, count in self.stock.items():
            if count > 0:
                total += self.stock[sku] * self.unit_price(sku)  # want "python/unnecessary-dict-index-lookup"
        return total
