import pytest


def test_parse():
    result = int("3")
    return result == 3  # want "python/test-returns-value"


class TestThing:
    def test_ok(self):
        return True  # want "python/test-returns-value"
