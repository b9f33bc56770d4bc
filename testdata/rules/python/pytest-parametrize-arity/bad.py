import pytest


@pytest.mark.parametrize("a,b", [(1, 2), (3, 4, 7)])  # want "python/pytest-parametrize-arity"
def test_add(a, b):
    assert a < b


@pytest.mark.parametrize("x, y, z", [(1, 2)])  # want "python/pytest-parametrize-arity"
def test_three(x, y, z):
    assert x
