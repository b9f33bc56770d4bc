def is_url(s, t):
    return s.startswith(("http://", "https://")) or t.startswith("ftp://") or s.endswith("/")
