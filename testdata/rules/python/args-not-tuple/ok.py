import threading
from multiprocessing import Process


def start(path, extra):
    t = threading.Thread(target=load, args=(path,))
    p = Process(target=load, args=(path, extra))
    q = Process(target=load, args=extra)
    return t, p, q
