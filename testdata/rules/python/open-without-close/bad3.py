import socket
import sqlite3
import zipfile
from multiprocessing import Pool
from urllib.request import urlopen


def ping(host):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)  # want "python/open-without-close"
    s.connect((host, 80))
    s.sendall(b"ping")


def rows(db):
    conn = sqlite3.connect(db)
    return conn.execute("select 1").fetchall()


def names(path, urls):
    z = zipfile.ZipFile(path)  # want "python/open-without-close"
    pool = Pool(4)  # want "python/open-without-close"
    bodies = pool.map(len, urls)
    page = urlopen(urls[0])  # want "python/open-without-close"
    return z.namelist(), bodies, page.read()
