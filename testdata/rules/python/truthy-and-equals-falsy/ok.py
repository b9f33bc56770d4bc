def empty_cart(record, totals, limit):
    if record is not None and record == 0:
        return True
    if record and record == 1:
        return False
    if record.items and record.items == limit:
        return False
    return totals.get("eur") or totals.get("eur") == 0
