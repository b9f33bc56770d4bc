import unittest


class ApiTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.client = make_client()

    @classmethod
    def tearDownClass(cls):
        cls.client.close()

    def setUp(self):
        self.session = self.client.session()
