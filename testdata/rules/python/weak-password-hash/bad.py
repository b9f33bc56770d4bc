import hashlib

def store(user, password):
    user.pw = hashlib.sha256(password.encode()).hexdigest()  # want "weak-password-hash"


def store_short(user, pw):
    user.secret = hashlib.sha512(pw.encode("utf-8")).hexdigest()  # want "weak-password-hash"


def store_in_pieces(user, password):
    h = hashlib.sha256()
    h.update(user.salt)
    h.update(password.encode())  # want "weak-password-hash"
    user.pw = h.hexdigest()


def store_named(user):
    import hashlib as hl
    m = hl.new("sha512")
    m.update(user.password.encode("utf-8"))  # want "weak-password-hash"
    return m.hexdigest()
