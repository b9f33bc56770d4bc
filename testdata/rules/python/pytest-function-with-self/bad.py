import pytest


def test_total(self):  # want "python/pytest-function-with-self"
    assert sum([1, 2]) == 3


@pytest.mark.slow
def test_export(self, tmp_path):  # want "python/pytest-function-with-self"
    assert tmp_path.exists()
