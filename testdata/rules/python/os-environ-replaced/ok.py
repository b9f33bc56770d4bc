import os


def configure(extra):
    os.environ["PATH"] = "/usr/bin"
    env = os.environ.copy()
    env.update(extra)
    return dict(os.environ, **extra), env


def test_env(monkeypatch):
    saved = os.environ
    os.environ = {}
    os.environ = saved
