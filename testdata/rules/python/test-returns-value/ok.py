import pytest


def test_parse():
    result = int("3")
    assert result == 3
    return None


def helper_test_value():
    return 3
