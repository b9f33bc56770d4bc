import unittest


class TestCart(unittest.TestCase):
    def test_items(self):
        cart = make_cart()
        self.assertTrue(len(cart.items), 3)  # want "python/assert-true-given-expected-value"
        self.assertFalse(cart.discount, 0)  # want "python/assert-true-given-expected-value"
        self.assertTrue(cart.paid, True)  # want "python/assert-true-given-expected-value"
