import unittest


class T(unittest.TestCase):
    def test_ratio(self):
        self.assertAlmostEqual(ratio(), 0.33, 2)
        self.assertAlmostEqual(ratio(), 0.33, delta=0.01)
