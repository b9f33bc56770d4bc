import requests


def send(url, form, payload):
    a = requests.post(url, json=payload, timeout=5)
    b = requests.post(url, data=form, timeout=5)
    return a, b
