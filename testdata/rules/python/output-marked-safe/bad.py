from django import template
from django.utils.html import html_safe

register = template.Library()


@register.filter(is_safe=True)  # want "python/output-marked-safe"
def add_stars(value):
    return "*" + value + "*"


@html_safe  # want "python/output-marked-safe"
class Badge:
    def __init__(self, label):
        self.label = label

    def __str__(self):
        return "<span class='badge'>%s</span>" % self.label


class UserLink:
    def __init__(self, user):
        self.user = user

    def __html__(self):
        return f"<a href='/u/{self.user.id}'>{self.user.name}</a>"  # want "python/output-marked-safe"
