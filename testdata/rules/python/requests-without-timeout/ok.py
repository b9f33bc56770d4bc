import requests

def fetch(url, token, **kwargs):
    r = requests.get(url, headers={"Authorization": token}, timeout=10)
    requests.post(url + "/ack", json={"ok": True}, **kwargs)
    return r.json()
