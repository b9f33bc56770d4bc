import unittest


class TestParse(unittest.TestCase):
    def test_parse(self):
        result = parse("1")
        self.assertTrue(result)
        self.assertTrue(result, "parse returned nothing")
        self.assertTrue(result, msg)
        self.assertTrue(result, f"got {result}")
        self.assertFalse(result.errors, error_message)
        self.assertEqual(result, 1)


class TestRun(unittest.TestCase):
    def test_run(self):
        output = run()
        self.assertTrue(output.wasSuccessful(), output)
