def handle(request, status, allowed, line):
    if request.method in ["POST", "PUT"]:
        return "write"
    if status not in (200, 204):
        return "error"
    if request.method in allowed:
        return "ok"
    if "x" in line:
        return "has"
    if status in [*allowed]:
        return "star"
    if line in ("abc"):
        return "substring"
    return "read"
