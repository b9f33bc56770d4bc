import mock  # want "python/mock-backport-import"
from mock import patch  # want "python/mock-backport-import"


def test_fetch():
    with patch("app.fetch") as fetch:
        fetch.return_value = mock.sentinel.data
