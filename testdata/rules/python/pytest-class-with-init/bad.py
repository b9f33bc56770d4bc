class TestCart:  # want "python/pytest-class-with-init"
    def __init__(self):
        self.items = []

    def test_empty(self):
        assert self.items == []
