import unittest

import pytest


class UserTests(unittest.TestCase):
    def test_save(self, tmp_path):  # want "python/unittest-method-fixture-arguments"
        self.assertTrue(tmp_path)

    @pytest.mark.parametrize("n", [1, 2])
    def test_count(self, n):  # want "python/unittest-method-fixture-arguments"
        self.assertGreater(n, 0)


@unittest.mock.patch("app.cache.purge")
class TestCacheSizes(unittest.TestCase):
    # the class decorator passes a mock, but parametrize is still not run on a TestCase method
    @pytest.mark.parametrize("size", [1, 10])
    def test_purge_sizes(self, purge, size):  # want "python/unittest-method-fixture-arguments"
        assert size
