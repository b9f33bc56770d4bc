from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe
from markupsafe import Markup

ICON = "<i class='icon'></i>"


def badge(user):
    return format_html("<span class='badge'>{}</span>", user.nickname)


def escaped(obj):
    return mark_safe(f"<a>{escape(obj.title)}</a>")


def constant():
    return mark_safe(f"<b>{ICON}</b>")


def literal():
    return mark_safe("<br>")


def flask_markup(label):
    return Markup("<em>{}</em>").format(label)


def flask_percent(label):
    return Markup("<em>%s</em>") % label


def join_attrs(items, autospace):
    rv = " ".join(items)
    if autospace and rv:
        rv = " " + rv
    return Markup(rv)


def percent_plain(text):
    return mark_safe("%s" % text)
