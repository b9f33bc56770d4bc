def settings(debug):
    timeout = 30
    timeout = 60  # want "python/overwritten-before-use"
    mode = "fast"
    mode = "safe"  # want "python/overwritten-before-use"
    return timeout, mode
