import unittest

import pytest


class T(unittest.TestCase):
    def test_parse(self):
        self.assertRaises(ValueError)  # want "python/assert-raises-unused"
        parse("x")


def test_parse():
    pytest.raises(ValueError, match="bad")  # want "python/assert-raises-unused"
    parse("x")
