import signal
import sys


def shutdown():
    sys.exit(0)


signal.signal(signal.SIGTERM, shutdown)  # want "python/signal-handler-signature"
