import unittest


class TestParser(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(parse("1"), 1)

    def check_roundtrip(self, value):
        self.assertEqual(parse(str(value)), value)

    def test_roundtrip(self):
        self.check_roundtrip(3)

    def setUp(self):
        self.parser = object()
