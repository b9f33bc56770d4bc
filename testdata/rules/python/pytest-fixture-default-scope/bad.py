import pytest


@pytest.fixture(scope="function")  # want "python/pytest-fixture-default-scope"
def client():
    return object()
