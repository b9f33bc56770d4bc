import importlib
from setuptools import setup
from email.message import Message

try:
    import imp
except ImportError:
    imp = None
