import logging
import unittest
import warnings

log = logging.getLogger(__name__)


class PriceTest(unittest.TestCase):
    def test_total(self):
        self.assertEqual(total([1, 2]), 3)
        log.warning("checked")
        warnings.warn("old API", DeprecationWarning)
