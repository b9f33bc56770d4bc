def make_handler(name):
    prefix = name.upper()

    def handler(msg):  # want "python/inner-function-never-used"
        return prefix + msg
