import sys

import pytest


@pytest.mark.skipif(sys.version_info < (3, 11))  # want "python/pytest-condition-without-reason"
def test_tomllib():
    import tomllib
    assert tomllib


@pytest.mark.xfail(sys.platform == "darwin")  # want "python/pytest-condition-without-reason"
def test_epoll():
    assert True
