import unittest


class TagsTest(unittest.TestCase):
    def test_tags(self):
        self.assertCountEqual(["b", "a"], ["a", "b"])
        self.assertListEqual(sorted(["b", "a"]), ["a", "b"])
