import unittest


def test_rejects_negative():
    try:
        parse_amount("-1")
    except ValueError as exc:  # want "python/assert-in-except-passes-without-exception"
        assert "negative" in str(exc)


class TestParse(unittest.TestCase):
    def test_empty(self):
        try:
            parse_amount("")
        except ValueError as exc:  # want "python/assert-in-except-passes-without-exception"
            self.assertIn("empty", str(exc))
