import sys


def debug_hook(exc_type, exc, tb):
    # imported where it is used, on demand
    import pdb

    pdb.post_mortem(tb)


sys.excepthook = debug_hook
