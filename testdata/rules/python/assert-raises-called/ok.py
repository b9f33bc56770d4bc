import functools
import unittest

import pytest


class TestParse(unittest.TestCase):
    def test_bad(self):
        self.assertRaises(ValueError, parse, "x")
        self.assertRaises(ValueError, functools.partial(parse, "x"))
        with self.assertRaises(ValueError):
            parse("x")


def test_bad_pytest():
    with pytest.raises(ValueError, match=str("bad")):
        parse("x")


class TestMessages(unittest.TestCase):
    def test_message(self):
        msg = "expected {} to be called"
        with self.assertRaisesRegex(AssertionError, msg.format("mock")):
            check()
