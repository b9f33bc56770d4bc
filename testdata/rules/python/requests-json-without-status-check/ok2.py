import requests


def user(base, uid):
    resp = requests.get(f"{base}/users/{uid}", timeout=10)
    if resp.status_code != 200:
        return None
    return resp.json()


def items(base):
    r = requests.post(base + "/items", json={}, timeout=5)
    if not r.ok:
        raise RuntimeError(r.text)
    data = r.json()
    return data
