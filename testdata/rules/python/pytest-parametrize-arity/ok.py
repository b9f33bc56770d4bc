import pytest


@pytest.mark.parametrize("a,b", [(1, 2), (3, 4)])
def test_add(a, b):
    assert a < b


@pytest.mark.parametrize("x", [(1, 2), (3,)])
def test_one(x):
    assert x


@pytest.mark.parametrize("x, y, z", [(1, 2, 3)])
def test_three(x, y, z):
    assert x
