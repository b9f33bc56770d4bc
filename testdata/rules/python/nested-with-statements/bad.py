def copy(src, dst):
    with open(src, encoding="utf-8") as f:  # want "python/nested-with-statements"
        with open(dst, "w", encoding="utf-8") as g:
            g.write(f.read())


def update(path, lock):
    with lock:  # want "python/nested-with-statements"
        with open(path, "a", encoding="utf-8") as log:
            log.write("updated\n")
