import logging
import unittest

log = logging.getLogger(__name__)


class PriceTest(unittest.TestCase):
    def test_total(self):
        self.assertEquals(total([1, 2]), 3)  # want "python/deprecated-alias"
        log.warn("checked")  # want "python/deprecated-alias"
