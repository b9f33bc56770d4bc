import pytest


@pytest.fixture
def user(db):
    u = db.create_user("alice")
    yield u
    db.delete(u)


@pytest.fixture
def tmp_config(tmp_path):
    with open(tmp_path / "c.ini", "w") as f:
        yield f


@pytest.fixture(autouse=True)
def reset_cache():
    yield
