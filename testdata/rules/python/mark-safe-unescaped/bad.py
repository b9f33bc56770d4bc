from django.utils.safestring import mark_safe, SafeString
from django.utils import safestring


def render_bio(profile):
    return mark_safe(profile.bio)  # want "python/mark-safe-unescaped"


def badge(label):
    return SafeString(label)  # want "python/mark-safe-unescaped"


def comment(data):
    text = data["comment"]
    return safestring.mark_safe(text)  # want "python/mark-safe-unescaped"

