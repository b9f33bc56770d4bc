import pytest


@pytest.fixture
def database():
    return connect()


@pytest.mark.slow
def test_query(database):
    assert database
