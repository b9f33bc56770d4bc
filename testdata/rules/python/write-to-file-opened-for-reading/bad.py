def save(path, text):
    with open(path) as f:
        f.write(text)  # want "python/write-to-file-opened-for-reading"


def save_lines(path, lines):
    with open(path, "rb") as out:
        out.writelines(lines)  # want "python/write-to-file-opened-for-reading"
