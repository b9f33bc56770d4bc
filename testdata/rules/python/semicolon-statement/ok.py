import os
import sys


def main():
    x = "a;b"
    return x, os, sys  # ; in a comment
