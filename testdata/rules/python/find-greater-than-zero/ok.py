def is_api(path):
    return "/api" in path or path.find("/v2") >= 0 or path.find("x") > 1
