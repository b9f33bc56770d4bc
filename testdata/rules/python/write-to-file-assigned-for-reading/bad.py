def save(path, text):
    out = open(path, "r", encoding="utf-8")
    out.write(text)  # want "python/write-to-file-assigned-for-reading"
    out.close()


def append(path, lines):
    log = open(path)
    log.writelines(lines)  # want "python/write-to-file-assigned-for-reading"
    log.close()
