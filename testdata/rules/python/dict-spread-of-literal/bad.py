def headers(base, token):
    return {**base, **{"Authorization": f"Bearer {token}"}}  # want "python/dict-spread-of-literal"
