import unittest

import pytest


class UserTests(unittest.TestCase):
    def test_save(self, tmp_path):  # want "python/unittest-method-fixture-arguments"
        self.assertTrue(tmp_path)

    @pytest.mark.parametrize("n", [1, 2])
    def test_count(self, n):  # want "python/unittest-method-fixture-arguments"
        self.assertGreater(n, 0)
