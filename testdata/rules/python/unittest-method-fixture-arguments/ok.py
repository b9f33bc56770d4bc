import unittest
from unittest import mock

import pytest


class UserTests(unittest.TestCase):
    @pytest.fixture(autouse=True)
    def _tmp(self, tmp_path):
        self.tmp_path = tmp_path

    def test_save(self):
        self.assertTrue(self.tmp_path)

    @mock.patch("os.getcwd")
    def test_cwd(self, getcwd):
        getcwd.return_value = "/"

    def test_default(self, n=1):
        self.assertEqual(n, 1)


class TestPlain:
    @pytest.mark.parametrize("n", [1, 2])
    def test_count(self, n, tmp_path):
        assert n and tmp_path


@mock.patch("app.cache.purge")
class TestCachePurge(unittest.TestCase):
    # the class decorator passes the mock to every test method
    def test_save_purges(self, purge):
        purge.assert_not_called()
