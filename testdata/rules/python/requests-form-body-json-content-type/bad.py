import requests


def create_item(name):
    return requests.post(
        "https://api.example.com/items",
        data={"name": name},  # want "python/requests-form-body-json-content-type"
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
