from unittest import mock


def test_send(client):
    with mock.patch("app.mail.send") as send:
        client.post("/signup")
        send.assert_called_once()
    client.notify.assert_not_called()
    check = send.assert_called_with
    check("x")
