import pytest


@pytest.fixture(scope="session")
def data_dir(tmp_path):  # want "python/pytest-fixture-scope-mismatch"
    (tmp_path / "seed.json").write_text("{}")
    return tmp_path


@pytest.fixture(scope="module")
def env(monkeypatch):  # want "python/pytest-fixture-scope-mismatch"
    monkeypatch.setenv("MODE", "test")
