from django.conf import settings
from django.template.loader import render_to_string
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

ICON = "<svg></svg>"


def render_bio(profile):
    return mark_safe(escape(profile.bio))


def badge(label):
    html = format_html("<span class='badge'>{}</span>", label)
    return mark_safe(html)


def banner():
    return mark_safe(settings.BANNER_HTML)


def icon():
    return mark_safe(ICON)


def widget(context):
    html = render_to_string("widget.html", context)
    return mark_safe(html)


def literal():
    return mark_safe("<br>")


def flask_note(note):
    from markupsafe import Markup, escape
    return Markup(note.body), Markup(escape(note.body))  # MarkupSafe's Markup: rebuilt from stored markup
