from django.contrib.auth.hashers import make_password


def store(user, raw):
    user.password = make_password(raw, hasher="unsalted_md5")  # want "python/django-weak-make-password"
    user.save()


def store_salted(user, raw):
    user.password = make_password(raw, "s4lt")  # want "python/django-weak-make-password"


def store_sha1(user, raw):
    user.password = make_password(raw, None, "sha1")  # want "python/django-weak-make-password"
