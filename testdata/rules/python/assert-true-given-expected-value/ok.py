import unittest


class TestCart(unittest.TestCase):
    def test_items(self):
        cart = make_cart()
        self.assertEqual(len(cart.items), 3)
        self.assertTrue(cart.paid, "cart should be paid")
        self.assertTrue(cart.paid, msg)
        self.assertFalse(cart.discount, f"unexpected discount {cart.discount}")
        self.assertTrue(cart.paid)
