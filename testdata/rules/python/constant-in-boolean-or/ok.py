import os


def classify(answer, url, name):
    if answer == "y" or answer == "yes":
        return True
    if answer in ("q", "quit"):
        return False
    if url.startswith(("http", "https")):
        return url
    label = name or "anonymous"
    port = os.environ.get("PORT") or 8080
    flag = answer == "n" or ""
    return label, port, flag


def on_main(branch, expected):
    if "detached HEAD" in expected or "main" in expected:
        return True
    if "" or branch:
        return False
    return branch.startswith("v") or "release"
