def serve(conn):
    while True:
        data = conn.recv(1024)
        if data == "":  # want "python/socket-bytes-compared-with-str"
            break
        if data.startswith("QUIT"):  # want "python/socket-bytes-compared-with-str"
            return
