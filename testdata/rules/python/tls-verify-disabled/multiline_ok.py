import requests


def report(url, token):
    resp = requests.post(
        url,
        json={"ok": True},
        headers={"Authorization": token},
        verify="/etc/ssl/private-ca.pem",
        timeout=5,
    )
    return resp.json()
