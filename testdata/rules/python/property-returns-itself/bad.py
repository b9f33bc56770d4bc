class User:
    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        return self.name  # want "python/property-returns-itself"

    @name.setter
    def name(self, value):
        self.name = value.strip()  # want "python/property-returns-itself"
