import requests


def fetch_user(user_id, token):
    headers = {"Authorization": f"Bearer {token}"}
    return requests.get(f"https://api.example.com/users/{user_id}", headers=headers, timeout=10)


def search(query):
    params = {"q": query}
    return requests.get("https://api.example.com/search", params, timeout=10)


def create(payload):
    return requests.post("https://api.example.com/items", payload, timeout=10)
