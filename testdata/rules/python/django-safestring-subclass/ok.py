from django.utils.html import format_html


class Badge(str):
    def __html__(self):
        return format_html("<span class='badge'>{}</span>", str(self))


class SafeStringTests:
    pass
