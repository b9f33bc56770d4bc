def headers(base, extra, token):
    return {**base, **extra, "Authorization": f"Bearer {token}"}
