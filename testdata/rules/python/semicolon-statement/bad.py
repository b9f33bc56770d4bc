import os; import sys  # want "python/semicolon-statement"


def main():
    x = 1;  # want "python/semicolon-statement"
    return x
