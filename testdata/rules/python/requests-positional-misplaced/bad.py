import requests


def fetch_user(user_id, token):
    headers = {"Authorization": f"Bearer {token}"}
    return requests.get(f"https://api.example.com/users/{user_id}", headers)  # want "python/requests-positional-misplaced"
