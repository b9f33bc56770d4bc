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


@pytest.fixture
def order_factory():
    def create(total=10):
        return {"total": total}

    return create


def test_order_total(order_factory):
    assert order_factory(total=5)["total"] == 5


def test_order_default():
    # this test does not ask for the fixture: the name is the fixture function itself
    order = order_factory()  # want "python/pytest-fixture-called-directly"
    assert order


def test_order_for_user(order_factory):
    order_factory()
    u = user()  # want "python/pytest-fixture-called-directly"
    assert u
