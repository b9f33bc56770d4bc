import signal
import sys


def install(shutdown):
    signal.signal(signal.SIGTERM, shutdown)
    signal.signal(signal.SIGINT, lambda *_: sys.exit(0))
