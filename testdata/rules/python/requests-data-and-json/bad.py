import requests


def send(url, form, payload):
    return requests.post(url, data=form, json=payload, timeout=5)  # want "python/requests-data-and-json"
