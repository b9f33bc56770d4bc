import pytest


@pytest.fixture
@pytest.mark.slow  # want "python/pytest-mark-on-fixture"
def database():
    return connect()


@pytest.mark.usefixtures("tmp_path")  # want "python/pytest-mark-on-fixture"
@pytest.fixture()
def workspace():
    return {}
