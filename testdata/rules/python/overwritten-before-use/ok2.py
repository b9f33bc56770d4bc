def settings(debug):
    timeout: int = 0
    timeout = 60
    retries = None
    retries = 3
    mode = "fast"
    if debug:
        mode = "safe"
    count = 0
    count = count + 1
    return timeout, retries, mode, count
