from django.utils.safestring import mark_safe, SafeString
from django.utils import safestring


def render_bio(profile):
    return mark_safe(profile.bio)  # want "python/django-mark-safe-unescaped"


def badge(label):
    return SafeString(label)  # want "python/django-mark-safe-unescaped"


def comment(data):
    text = data["comment"]
    return safestring.mark_safe(text)  # want "python/django-mark-safe-unescaped"
