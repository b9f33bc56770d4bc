import signal
import sys


def shutdown(signum, frame):
    sys.exit(0)


def reload(*_):
    pass


signal.signal(signal.SIGTERM, shutdown)
signal.signal(signal.SIGHUP, reload)
signal.signal(signal.SIGINT, signal.SIG_DFL)
