import sys

import pytest


@pytest.mark.skipif(sys.version_info < (3, 11), reason="needs tomllib")
def test_tomllib():
    import tomllib
    assert tomllib


@pytest.mark.skipif("sys.platform == 'win32'")
def test_string_condition():
    assert True


@pytest.mark.xfail(raises=ZeroDivisionError)
def test_div():
    assert 1 / 0


@pytest.mark.xfail
def test_known_bug():
    assert False
