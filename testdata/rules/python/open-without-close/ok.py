import json


def load(path):
    f = open(path)
    try:
        return json.load(f)
    finally:
        f.close()


def reader(path):
    f = open(path, encoding="utf-8")
    return f


class Log:
    def start(self, path):
        fh = open(path, "a")
        self.fh = fh


def read(path):
    with open(path) as f:
        return f.read()


def get_file(path):
    f = open(path, "rb")
    return Proxy(f)


def merge(paths, out_path):
    out = open(out_path, "w")
    try:
        for p in paths:
            if p:
                src = open(p)
                with src:
                    out.write(src.read())
    finally:
        out.close()


def handles(paths):
    files = []
    for p in paths:
        f = open(p)
        files.append(f)
    return files


log_file = open("app.log", "a")


def shutdown():
    log_file.close()
