def is_url(s):
    return s.startswith("http://") or s.startswith("https://")  # want "python/startswith-chain"
