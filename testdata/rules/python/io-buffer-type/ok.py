import io


def buffers():
    a = io.BytesIO(b"payload")
    b = io.StringIO("payload")
    return a, b
