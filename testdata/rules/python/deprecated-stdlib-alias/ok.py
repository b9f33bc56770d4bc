import abc
import threading


class Base(abc.ABC):
    @property
    @abc.abstractmethod
    def name(self):
        pass


def start(worker):
    t = threading.Thread(target=worker, daemon=True)
    print(threading.current_thread())
    t.start()
