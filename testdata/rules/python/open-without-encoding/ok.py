import webbrowser


def read(path, url):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "wb") as out:
        out.write(text.encode())
    with open(path, mode="rb") as raw:
        raw.read()
    webbrowser.open(url)
