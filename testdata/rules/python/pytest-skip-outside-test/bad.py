import sys

import pytest

if sys.platform == "win32":
    pytest.skip("posix only")  # want "python/pytest-skip-outside-test"


def test_path():
    assert True
