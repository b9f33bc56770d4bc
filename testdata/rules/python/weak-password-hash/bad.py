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


def store_until_migrated(user, password):
    user.pw = hashlib.md5(password.encode()).hexdigest()  # want "weak-password-hash"
    # TODO: switch to bcrypt() once the mobile clients send the new header
    user.save()


def store_with_fallback(user, password):
    try:
        import bcrypt
    except ImportError:
        # the digest is what is stored: bcrypt below never sees it
        user.pw = hashlib.sha256(password.encode()).hexdigest()  # want "weak-password-hash"
        return
    user.pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
