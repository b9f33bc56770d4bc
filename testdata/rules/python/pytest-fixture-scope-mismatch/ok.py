import pytest


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory):
    path = tmp_path_factory.mktemp("data")
    (path / "seed.json").write_text("{}")
    return path


@pytest.fixture
def env(monkeypatch):
    monkeypatch.setenv("MODE", "test")


@pytest.fixture(scope="function")
def workdir(tmp_path):
    return tmp_path
