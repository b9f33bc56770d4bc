import sys

import pytest

REASON = "flaky on CI"


@pytest.mark.skip("waiting for the upstream fix")
def test_a():
    assert True


@pytest.mark.skip(reason="waiting for the upstream fix")
def test_b():
    assert True


@pytest.mark.skip(REASON)
def test_c():
    assert True


@pytest.mark.skipif(sys.platform == "win32", reason="needs fork")
def test_fork():
    assert True
