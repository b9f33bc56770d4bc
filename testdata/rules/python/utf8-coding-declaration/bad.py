# -*- coding: utf-8 -*-  # want "python/utf8-coding-declaration"
"""A module."""

NAME = "café"
