import secrets
import string

ALPHABET = string.ascii_letters
VOWELS = "aeiou"
# no 0, O, 1, l or I: easy to read back
READABLE = "23456789abcdefghjkmnpqrstuvwxyz"


def token(n):
    return "".join(secrets.choice(ALPHABET + string.digits) for _ in range(n))
