import pytest


def make_user():
    return {"name": "a"}


@pytest.fixture
def user():
    return make_user()


def test_name(user):
    u = make_user()
    assert u == user


@pytest.mark.parametrize("x", [1])
def test_x(x):
    assert x
