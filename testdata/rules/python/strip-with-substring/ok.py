def stem(name, url, line):
    base = name.removesuffix(".txt")
    host = url.removeprefix("https://")
    clean = line.rstrip("\r\n").strip(" \t").strip("/").strip("\"'")
    return base, host, clean
