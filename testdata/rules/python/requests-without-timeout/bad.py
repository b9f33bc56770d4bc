import requests

def fetch(url, token):
    r = requests.get(url, headers={"Authorization": token})  # want "python/requests-without-timeout"
    requests.post(url + "/ack", json={"ok": True})  # want "python/requests-without-timeout"
    return r.json()
