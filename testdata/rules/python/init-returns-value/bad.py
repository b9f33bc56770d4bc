class Account:
    def __init__(self, row):
        if row is None:
            return False  # want "python/init-returns-value"
        self.id = row["id"]
        return self  # want "python/init-returns-value"


class Stream:
    def __init__(self, items):
        for item in items:
            self.last = item
        yield self.last  # want "python/init-returns-value"


class Config:
    def __init__(self, path):
        try:
            self.data = load(path)
        except OSError:
            return None
        if not self.data:
            self.data = {}
        elif "ok" in self.data:
            return self.data  # want "python/init-returns-value"
        with open(path) as f:
            for line in f:
                if line:
                    return line  # want "python/init-returns-value"


def test_factory():
    class Local:
        def __init__(self):
            return 1  # want "python/init-returns-value"

    return Local
