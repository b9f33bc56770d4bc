import pytest


def test_parse():
    with pytest.raises(ValueError):  # want "python/pytest-raises-multiple-statements"
        parse("x")
        assert cache_size() == 0
