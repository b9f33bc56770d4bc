import socket
import sqlite3
import zipfile
from contextlib import closing
from multiprocessing import Pool


def ping(host):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        s.connect((host, 80))
    finally:
        s.close()


def rows(db):
    conn = sqlite3.connect(db)
    with closing(conn):
        return conn.execute("select 1").fetchall()


def names(path, urls):
    pool = Pool(4)
    try:
        return pool.map(len, urls)
    finally:
        pool.terminate()


def connect(db):
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    return conn


def pattern(x):
    m = re.compile(x)
    c = db.connect()
    return m


class Dispatcher:
    def create_socket(self, family, kind):
        sock = socket.socket(family, kind)
        sock.setblocking(False)
        self.set_socket(sock)
