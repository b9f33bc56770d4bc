def check(url, x):
    if url.startswith(("http://", "https://")):
        return 1
    if isinstance(x, (int, float)):
        return 2
    try:
        return int(x)
    except (ValueError, TypeError):
        return 0
