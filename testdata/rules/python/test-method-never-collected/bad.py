import unittest


class TestParser(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(parse("1"), 1)

    def Test_empty(self):  # want "python/test-method-never-collected"
        self.assertIsNone(parse(""))

    def tset_negative(self):  # want "python/test-method-never-collected"
        self.assertEqual(parse("-1"), -1)
