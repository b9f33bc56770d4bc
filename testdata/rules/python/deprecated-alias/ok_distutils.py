from distutils import log


def skip(path):
    log.warn("skipping %s", path)
