import glob
import os


def sources(root):
    return glob.glob(os.path.join(root, "**", "*.py"))  # want "python/glob-double-star-not-recursive"
