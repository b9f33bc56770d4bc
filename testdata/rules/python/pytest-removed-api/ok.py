import pytest


@pytest.fixture
def db():
    yield connect()


def test_warns():
    with pytest.warns(UserWarning):
        run()
    pytest.skip(reason="later")
