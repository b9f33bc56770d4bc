import unittest


class TestUser(unittest.TestCase):
    def test_name(self):
        user = make_user()
        self.assertTrue(user.name == "ann")  # want "python/unittest-assert-true-comparison"
        self.assertFalse("admin" in user.roles)  # want "python/unittest-assert-true-comparison"
        self.assertTrue(isinstance(user, User))  # want "python/unittest-assert-true-comparison"
        self.assertEqual(user.deleted_at, None)  # want "python/unittest-assert-true-comparison"
        self.assertEqual(user.active, True)  # want "python/unittest-assert-true-comparison"
