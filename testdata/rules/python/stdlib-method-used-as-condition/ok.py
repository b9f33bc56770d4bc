import os
import os.path as osp
from pathlib import Path


def parse(token, form, path, worker, entry):
    if token.isdigit():
        return int(token)
    elif token.strip().startswith("#"):
        return token
    if not Path(path).is_dir():
        raise ValueError(path)
    if os.path.exists(path) and osp.isfile(path):
        pass
    while worker.is_alive():
        worker.join(1)
    digits = [c for c in token if c.isdigit()]
    label = "ok" if form.is_valid() else "bad"
    keep = filter(str.isdigit, token)
    check = str.startswith
    if entry.exists:
        pass
    if entry.is_valid:
        pass
    return digits, label, keep, check


class Link:
    @property
    def is_file(self):
        return self.scheme == "file"


def prepare(link, runner):
    if link.is_file:
        return link.path
    if runner.is_alive:
        return None
