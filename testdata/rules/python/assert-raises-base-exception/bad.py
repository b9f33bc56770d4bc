import pytest


def test_parse():
    with pytest.raises(Exception):  # want "python/assert-raises-base-exception"
        parse("x")
