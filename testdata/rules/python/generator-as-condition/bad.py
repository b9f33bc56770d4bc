def has_negative(values):
    if (v < 0 for v in values):  # want "python/generator-as-condition"
        return True
    return False
