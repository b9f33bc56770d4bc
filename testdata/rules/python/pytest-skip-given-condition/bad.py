import sys

import pytest


@pytest.mark.skip(sys.platform == "win32")  # want "python/pytest-skip-given-condition"
def test_fork():
    assert True


@pytest.mark.skip(not HAS_REDIS)  # want "python/pytest-skip-given-condition"
def test_cache():
    assert True


HAS_REDIS = False
