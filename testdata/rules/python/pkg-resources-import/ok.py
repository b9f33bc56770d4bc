from importlib.metadata import version

try:
    import pkg_resources
except ImportError:
    pkg_resources = None

VERSION = version("mypkg")
