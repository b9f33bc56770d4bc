class Money:
    def __init__(self, cents):
        self.cents = cents


def to_json(value):
    if type(value).__name__ == "Money":  # want "python/class-compared-by-name"
        return value.cents
    if value.__class__.__name__ != "str":  # want "python/class-compared-by-name"
        return str(value)
    return value
