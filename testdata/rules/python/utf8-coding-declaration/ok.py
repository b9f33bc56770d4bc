# -*- coding: latin-1 -*-
"""A module."""

# coding: utf-8 further down is only a comment
NAME = "cafe"
