from django.contrib.auth.hashers import make_password


def store(user, raw):
    user.password = make_password(raw)
    user.save()


def unusable(user):
    user.password = make_password(None)


def argon(user, raw):
    user.password = make_password(raw, hasher="argon2")
