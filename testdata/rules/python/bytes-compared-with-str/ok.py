def serve(conn):
    while True:
        data = conn.recv(1024)
        if data == b"":
            break
        text = data.decode("utf-8")
        if text.startswith("QUIT"):
            return


def worker(pipe):
    msg = pipe.recv()
    if msg == "stop":
        return


def is_png(path):
    header = open(path, "rb").read(8)
    return header.startswith(b"\x89PNG")


def lines(path):
    import gzip
    text = gzip.open(path, "rt").read()
    return text.split("\n")


def words(path):
    text = open(path).read()
    return text.split(" ")
