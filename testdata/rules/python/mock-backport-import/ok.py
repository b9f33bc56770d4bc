from unittest import mock
from unittest.mock import patch

try:
    import mock as mock_backport
except ImportError:
    mock_backport = None


def test_fetch():
    with patch("app.fetch") as fetch:
        fetch.return_value = mock.sentinel.data
