class User:
    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        return self.name  # want "python/property-returns-itself"

    @name.setter
    def name(self, value):
        self.name = value.strip()  # want "python/property-returns-itself"


class Page:
    def __init__(self, url):
        self.url = url

    @cached_property
    def links(self):
        """The page's links, fetched once."""
        return self.links  # want "python/property-returns-itself"

    @functools.cached_property
    def title(self):
        return self.title  # want "python/property-returns-itself"
