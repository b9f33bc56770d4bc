import abc
import threading


class Base(abc.ABC):
    @abc.abstractproperty  # want "python/deprecated-stdlib-alias"
    def name(self):
        pass


def start(worker):
    t = threading.Thread(target=worker)
    t.setDaemon(True)  # want "python/deprecated-stdlib-alias"
    print(threading.currentThread())  # want "python/deprecated-stdlib-alias"
    t.start()
