from __future__ import print_function, unicode_literals


class Node(object):
    pass
