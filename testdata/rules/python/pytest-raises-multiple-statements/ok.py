import pytest


def test_parse():
    with pytest.raises(ValueError):
        parse("x")
    assert cache_size() == 0
