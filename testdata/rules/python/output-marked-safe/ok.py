from django import template
from django.utils.html import escape, format_html

register = template.Library()


@register.filter
def add_stars(value):
    return "*" + value + "*"


@register.filter(is_safe=False)
def shout(value):
    return value.upper()


class UserLink:
    def __init__(self, user):
        self.user = user

    def __html__(self):
        return format_html("<a href='/u/{}'>{}</a>", self.user.id, self.user.name)


class Escaped:
    def __init__(self, text):
        self.text = text

    def __html__(self):
        return "<p>" + escape(self.text) + "</p>"
