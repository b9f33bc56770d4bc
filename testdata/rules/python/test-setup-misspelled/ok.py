import unittest


class TestCart(unittest.TestCase):
    def setUp(self):
        self.cart = []

    @classmethod
    def setUpClass(cls):
        cls.db = None


class TestPlain:
    def setup_method(self):
        self.items = []


class Installer:
    def setup(self):
        return True
