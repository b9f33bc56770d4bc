import unittest

import pytest


class TestParse(unittest.TestCase):
    def test_bad(self):
        self.assertRaises(ValueError, parse("x"))  # want "python/assert-raises-called"


def test_bad_pytest():
    pytest.raises(ValueError, parse("x"))  # want "python/assert-raises-called"
