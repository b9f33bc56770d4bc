import ctypes
from multiprocessing import Lock, Value

counter = Value("i", 0)
lock = Lock()


def work(n):
    for _ in range(n):
        with counter.get_lock():
            counter.value += 1


def work_locked(n):
    for _ in range(n):
        with lock:
            counter.value += 1


def local():
    total = ctypes.c_int(0)
    total.value += 1
    return total
