import array
import xml.etree.ElementTree as ET

import numpy as np


def pack(values, root):
    a = array.array("i", values).tobytes()
    b = np.asarray(values).tobytes()
    c = ET.tostring(root)
    return a + b + c
