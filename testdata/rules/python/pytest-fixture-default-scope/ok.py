import pytest


@pytest.fixture
def client():
    return object()


@pytest.fixture(scope="session")
def database():
    return object()
