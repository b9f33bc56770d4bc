def show(prices, costs):
    for name, price in prices.items():
        print(name, price)
    for name, cost in zip(prices.keys(), costs.values()):
        print(name, cost)
