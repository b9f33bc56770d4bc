#!/usr/bin/env python
# coding=utf8  # want "python/utf8-coding-declaration"
print("x")
