import unittest


class TagsTest(unittest.TestCase):
    def test_tags(self):
        self.assertItemsEqual(["b", "a"], ["a", "b"])  # want "python/unittest-python2-assertion"
