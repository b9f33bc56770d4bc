import pytest


def test_total(cart):
    assert cart.total() == pytest.approx(10.0, rel=1e-3)
    assert cart.total() <= 10.0
