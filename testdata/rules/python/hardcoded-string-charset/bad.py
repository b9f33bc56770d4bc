import secrets

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # want "python/hardcoded-string-charset"
DIGITS = '0123456789'  # want "python/hardcoded-string-charset"


def token(n):
    return "".join(secrets.choice(ALPHABET + DIGITS) for _ in range(n))
