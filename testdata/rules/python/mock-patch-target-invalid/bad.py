from unittest import mock
from unittest.mock import patch


def test_fetch():
    with patch("requests"):  # want "python/mock-patch-target-invalid"
        pass
    with mock.patch.object("app.services", "fetch"):  # want "python/mock-patch-target-invalid"
        pass
