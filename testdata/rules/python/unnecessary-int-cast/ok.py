import math


def pages(total, per_page):
    count = math.ceil(total / per_page)
    price = int(round(total * 1.2, 2))
    return count, price, int(total), int(math.sqrt(total))
