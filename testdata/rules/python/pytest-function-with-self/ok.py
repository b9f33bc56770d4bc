import pytest


def test_total():
    assert sum([1, 2]) == 3


class TestExport:
    @pytest.mark.slow
    def test_export(self, tmp_path):
        assert tmp_path.exists()


def helper(self):
    return self
