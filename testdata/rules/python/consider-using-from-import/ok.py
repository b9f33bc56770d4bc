import os.path as osp
import xml.etree.ElementTree as ET
from os import path
import matplotlib.pyplot as plt


def config_file(name):
    plt.figure()
    return ET.parse(osp.join("/etc", name)), path
