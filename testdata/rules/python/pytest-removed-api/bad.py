import pytest


@pytest.yield_fixture  # want "python/pytest-removed-api"
def db():
    yield connect()


def test_warns():
    with pytest.warns(None):  # want "python/pytest-removed-api"
        run()
    pytest.skip(msg="later")  # want "python/pytest-removed-api"
