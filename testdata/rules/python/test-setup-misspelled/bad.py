import unittest


class TestCart(unittest.TestCase):
    def setup(self):  # want "python/test-setup-misspelled"
        self.cart = []

    @classmethod
    def setupClass(cls):  # want "python/test-setup-misspelled"
        cls.db = None


class TestPlain:
    def setUp(self):  # want "python/test-setup-misspelled"
        self.items = []
