import hashlib

def store(user, password):
    user.pw = hashlib.sha256(password.encode()).hexdigest()  # want "weak-password-hash"


def store_short(user, pw):
    user.secret = hashlib.sha512(pw.encode("utf-8")).hexdigest()  # want "weak-password-hash"
