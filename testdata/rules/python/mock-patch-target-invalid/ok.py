from unittest import mock
from unittest.mock import patch

from app import services


def test_fetch(client):
    with patch("app.services.requests.get"):
        pass
    with mock.patch.object(services, "fetch"):
        pass
    client.patch("/api/users/1", json={"name": "x"})
