import pytest


@pytest.fixture
def user(db):
    u = db.create_user("alice")
    yield u  # want "python/pytest-yield-fixture-without-teardown"
