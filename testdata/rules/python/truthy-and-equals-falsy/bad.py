def empty_cart(record, totals):
    if record and record == 0:  # want "python/truthy-and-equals-falsy"
        return True
    if record.items and record.items == []:  # want "python/truthy-and-equals-falsy"
        return True
    return totals.get("eur") and totals.get("eur") == 0.0  # want "python/truthy-and-equals-falsy"
