import threading
from multiprocessing import Process


def start(path):
    t = threading.Thread(target=load, args=(path))  # want "python/args-not-tuple"
    p = Process(target=load, args=(path))  # want "python/args-not-tuple"
    return t, p
