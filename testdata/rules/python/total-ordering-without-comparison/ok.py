import functools


@functools.total_ordering
class Version:
    def __init__(self, parts):
        self.parts = parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts


@functools.total_ordering
class Release(BaseVersion):
    pass
