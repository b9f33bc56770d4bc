from django.utils import safestring
from django.utils.safestring import SafeString


class Badge(SafeString):  # want "python/django-safestring-subclass"
    pass


class Label(safestring.SafeText):  # want "python/django-safestring-subclass"
    def __new__(cls, text):
        return super().__new__(cls, text)
