import unittest


class T(unittest.TestCase):
    def test_ratio(self):
        self.assertAlmostEqual(ratio(), 0.33, 0.01)  # want "python/assert-almost-equal-places"
        self.assertAlmostEqual(ratio(), 0.33, places=0.01)  # want "python/assert-almost-equal-places"
