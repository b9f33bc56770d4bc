import pytest


@pytest.fixture
def user():
    return {"name": "a"}


def test_name():
    u = user()  # want "python/pytest-fixture-called-directly"
    assert u["name"] == "a"


@pytest.mark.slow
def test_setup():
    db()  # want "python/pytest-fixture-called-directly"


@pytest.fixture(scope="module")
def db():
    return object()
