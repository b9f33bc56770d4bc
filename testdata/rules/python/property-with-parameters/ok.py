class User:
    @property
    def display(self):
        return self.name

    @display.setter
    def display(self, value):
        self.name = value

    def formatted(self, fmt):
        return fmt % self.name
