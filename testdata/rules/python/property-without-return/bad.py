class User:
    def __init__(self, first, last):
        self.first = first
        self.last = last

    @property
    def full_name(self):  # want "python/property-without-return"
        self.first + " " + self.last

    @property
    def initials(self):  # want "python/property-without-return"
        value = self.first[0] + self.last[0]
