import logging
import os
from contextlib import contextmanager

logger = logging.getLogger(__name__)


@contextmanager
def working_directory(path):
    previous = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(previous)


@contextmanager
def opened(path):
    with open(path) as fh:
        yield fh


@contextmanager
def traced(name):
    yield name
    logger.debug("leaving %s", name)


@contextmanager
def session_transaction(app):
    sess = app.open_session()
    yield sess
    resp = app.response_class()
    app.save_session(sess, resp)
