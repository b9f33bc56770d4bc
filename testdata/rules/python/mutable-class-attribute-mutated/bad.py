class Dog:
    tricks = []

    def __init__(self, name):
        self.name = name

    def add_trick(self, trick):
        self.tricks.append(trick)  # want "python/mutable-class-attribute-mutated"


class Registry:
    handlers = {}
    seen = set()

    def register(self, name, fn):
        if name not in self.handlers:
            self.handlers[name] = fn  # want "python/mutable-class-attribute-mutated"
        for alias in fn.aliases:
            self.seen.add(alias)  # want "python/mutable-class-attribute-mutated"
