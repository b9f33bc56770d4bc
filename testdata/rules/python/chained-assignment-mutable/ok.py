def collect(rows):
    errors, warnings = [], []
    total = count = 0
    a = b = None
    return errors, warnings, total, count, a, b

MIME = TYPES = {".gz": "application/gzip"}
