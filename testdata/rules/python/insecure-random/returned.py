import random
import secrets
import string


def make_password(length=12):
    return "".join(random.choice(string.ascii_letters) for _ in range(length))  # want "insecure-random"


def generate_otp():
    code = "%06d" % random.randint(0, 999999)
    return code  # want "insecure-random"


def reset_token():
    return str(random.getrandbits(128))  # want "insecure-random"


def new_session_id():
    return secrets.token_urlsafe(32)


def make_password_strong(length=16):
    return "".join(secrets.choice(string.ascii_letters) for _ in range(length))


def sample_rows(rows):
    return random.sample(rows, 10)


def token_count(text):
    return len(text.split())
