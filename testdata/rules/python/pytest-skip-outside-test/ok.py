import sys

import pytest

if sys.platform == "win32":
    pytest.skip("posix only", allow_module_level=True)


def test_path():
    if sys.platform == "win32":
        pytest.skip("posix only")
    assert True
