def handle(status, response):
    if 200 == status:  # want "python/yoda-condition"
        return "ok"
    if "admin" != response.role:  # want "python/yoda-condition"
        return "denied"
    return None
