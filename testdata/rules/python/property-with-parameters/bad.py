class User:
    @property
    def display(self, fmt):  # want "python/property-with-parameters"
        return fmt % self.name
