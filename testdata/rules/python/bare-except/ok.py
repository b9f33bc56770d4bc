def load(path, tmp):
    try:
        return parse(path)
    except (OSError, ValueError):
        log.warning("could not parse %s", path)
        return None
    finally:
        tmp.cleanup()


def move(src, dst):
    try:
        copy(src, dst)
    except:
        remove(dst)
        raise


def width():
    try:
        return terminal_width()
    except:  # pylint: disable=bare-except
        return 80
