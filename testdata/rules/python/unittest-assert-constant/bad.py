import unittest


class TestParse(unittest.TestCase):
    def test_parse(self):
        result = parse("1")
        self.assertTrue("parsed")  # want "python/unittest-assert-constant"
        self.assertTrue(result, 1)  # want "python/unittest-assert-constant"
        self.assertFalse(None)  # want "python/unittest-assert-constant"
        self.assertTrue((result == 1, "parse failed"))  # want "python/unittest-assert-constant"
        self.assertFalse([result])  # want "python/unittest-assert-constant"
