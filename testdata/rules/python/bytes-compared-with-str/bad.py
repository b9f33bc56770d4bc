def serve(conn):
    while True:
        data = conn.recv(1024)
        if data == "":  # want "python/bytes-compared-with-str"
            break
        if data.startswith("QUIT"):  # want "python/bytes-compared-with-str"
            return


def is_png(path):
    header = open(path, "rb").read(8)
    return header.startswith("\x89PNG")  # want "python/bytes-compared-with-str"


def lines(path):
    import gzip
    text = gzip.open(path).read()
    return text.split("\n")  # want "python/bytes-compared-with-str"
