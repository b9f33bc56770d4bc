import signal
import sys


def install(shutdown):
    signal.signal(signal.SIGKILL, shutdown)  # want "python/signal-uncatchable"
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
