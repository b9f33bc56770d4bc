import functools


@functools.total_ordering  # want "python/total-ordering-without-comparison"
class Version:
    def __init__(self, parts):
        self.parts = parts

    def __eq__(self, other):
        return self.parts == other.parts
