from unittest import mock


def test_send(client):
    with mock.patch("app.mail.send") as send:
        client.post("/signup")
        send.assert_called_once  # want "python/mock-assertion-not-called"
    client.notify.assert_not_called  # want "python/mock-assertion-not-called"
