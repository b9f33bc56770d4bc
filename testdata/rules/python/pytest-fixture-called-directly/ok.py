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


@pytest.fixture
def user_factory(db):
    # the fixture returns a factory; a test that asks for it calls the value
    def create(name="a"):
        return {"name": name}

    return create


def test_factory(user_factory):
    first = user_factory()
    user_factory(name="b")
    assert first
