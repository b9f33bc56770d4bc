from __future__ import annotations


class Node(object):  # want "python/useless-object-inheritance"
    children: list[Node]
