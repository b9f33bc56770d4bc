def classify(line, url, soup, root, collection):
    if line.find("#") != -1:
        return "code"
    elif "https" not in url.lower():
        return "insecure"
    if soup.find("div"):
        return "html"
    if root.find("item") is not None:
        return "xml"
    if collection.find({"a": 1}):
        return "mongo"
    return "ok" if line.find("x") >= 0 else "no"
