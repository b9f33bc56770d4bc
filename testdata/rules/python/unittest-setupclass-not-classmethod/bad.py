import unittest


class ApiTest(unittest.TestCase):
    def setUpClass(cls):  # want "python/unittest-setupclass-not-classmethod"
        cls.client = make_client()

    def test_status(self):
        self.assertEqual(self.client.status(), 200)
