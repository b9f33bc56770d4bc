import pdb

import pytest


@pytest.fixture
def order():
    return {"id": 1, "total": 10}


def test_total(order):
    assert order["total"] == 10
