def handle(request, status):
    if request.method in ["POST"]:  # want "python/single-item-membership"
        return "write"
    if status not in (200,):  # want "python/single-item-membership"
        return "error"
    return "read"
