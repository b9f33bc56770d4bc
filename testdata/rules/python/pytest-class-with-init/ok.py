import unittest


class TestCart:
    def setup_method(self, method):
        self.items = []

    def test_empty(self):
        assert self.items == []


class TestCase(unittest.TestCase):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.items = []

    def test_empty(self):
        self.assertEqual(self.items, [])


class TestDataBuilder:
    def __init__(self, rows):
        self.rows = rows

    def build(self):
        return list(self.rows)
