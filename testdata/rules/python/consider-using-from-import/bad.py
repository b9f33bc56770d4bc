import os.path as path  # want "python/consider-using-from-import"
import xml.etree.ElementTree as ElementTree  # want "python/consider-using-from-import"


def config_file(name):
    return ElementTree.parse(path.join("/etc", name))
