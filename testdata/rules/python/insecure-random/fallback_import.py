import time

try:
    from secrets import SystemRandom, randbits
except ImportError:
    from random import SystemRandom
    from random import getrandbits as randbits


def generate_nonce():
    return str(randbits(64)) + str(int(time.time()))


def generate_token(length=30):
    rand = SystemRandom()
    return "".join(rand.choice("abcdef0123456789") for _ in range(length))
