from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from markupsafe import Markup


def badge(user):
    return mark_safe(f"<span class='badge'>{user.nickname}</span>")  # want "python/html-marked-safe-formatted"


def link(obj):
    html = '<a href="%s">%s</a>' % (obj.url, obj.title)
    return mark_safe(html)  # want "python/html-marked-safe-formatted"


def row(name):
    return SafeString("<td>" + name + "</td>")  # want "python/html-marked-safe-formatted"


def prebuilt(comment):
    return format_html("<p>{}</p>".format(comment.body))  # want "python/html-marked-safe-formatted"


def flask_markup(label):
    return Markup(f"<em>{label}</em>")  # want "python/html-marked-safe-formatted"
