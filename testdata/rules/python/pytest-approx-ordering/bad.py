import pytest


def test_total(cart):
    assert cart.total() <= pytest.approx(10.0)  # want "python/pytest-approx-ordering"
