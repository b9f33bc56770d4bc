import unittest


class TestUser(unittest.TestCase):
    def test_name(self):
        user = make_user()
        self.assertEqual(user.name, "ann")
        self.assertNotIn("admin", user.roles)
        self.assertIsInstance(user, User)
        self.assertIsNone(user.deleted_at)
        self.assertTrue(user.active)
        self.assertTrue(0 < user.age < 130)
