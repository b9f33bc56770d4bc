import string


def shout(words, string_value):
    letters = string.ascii_letters
    return " ".join(words).upper(), letters


def parse(string):
    return string.split(":")


TRANSFORMS = [lambda string: string.lower(), lambda string: string.swapcase()]
