def to_json(value):
    if type(value).__name__ == "Decimal":  # want "python/class-compared-by-name"
        return str(value)
    if value.__class__.__name__ != "datetime":  # want "python/class-compared-by-name"
        return value
    return value.isoformat()
