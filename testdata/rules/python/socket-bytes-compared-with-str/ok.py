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
