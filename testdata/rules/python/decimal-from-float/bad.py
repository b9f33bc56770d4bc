from decimal import Decimal
import decimal

PRICE = Decimal(19.99)  # want "python/decimal-from-float"
TAX = decimal.Decimal(0.1)  # want "python/decimal-from-float"
