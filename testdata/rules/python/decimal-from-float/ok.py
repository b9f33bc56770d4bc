from decimal import Decimal

PRICE = Decimal("19.99")
HALF = Decimal(0.5)
ONE = Decimal(1.0)
QUARTER = Decimal(0.25)
COUNT = Decimal(3)


def to_decimal(value):
    return Decimal(str(value))
