import unittest

import pytest


class T(unittest.TestCase):
    def test_parse(self):
        with self.assertRaises(ValueError):
            parse("x")
        self.assertRaises(ValueError, parse, "x")


def test_parse():
    with pytest.raises(ValueError, match="bad"):
        parse("x")
    pytest.raises(ValueError, parse, "x")


class Meta(unittest.TestCase):
    def test_bad_argument(self):
        with self.assertRaises(TypeError):
            self.assertRaises(1)
