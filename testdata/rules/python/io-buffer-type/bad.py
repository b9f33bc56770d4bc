import io


def buffers():
    a = io.BytesIO("payload")  # want "python/io-buffer-type"
    b = io.StringIO(b"payload")  # want "python/io-buffer-type"
    return a, b
