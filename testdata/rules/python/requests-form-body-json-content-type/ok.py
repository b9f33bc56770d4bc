import json

import requests


def create_item(name):
    return requests.post("https://api.example.com/items", json={"name": name}, timeout=10)


def create_raw(name):
    return requests.post(
        "https://api.example.com/items",
        data=json.dumps({"name": name}),
        headers={"Content-Type": "application/json"},
        timeout=10,
    )


def login(user, password):
    return requests.post(
        "https://example.com/login",
        data={"user": user, "password": password},
        headers={"Accept": "application/json"},
        timeout=10,
    )
