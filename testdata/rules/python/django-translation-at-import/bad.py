from django.db import models
from django.utils.translation import gettext as _

STATUS_CHOICES = [
    ("draft", _("Draft")),  # want "python/django-translation-at-import"
    ("published", _("Published")),  # want "python/django-translation-at-import"
]


class Article(models.Model):
    title = models.CharField(max_length=200, verbose_name=_("title"))  # want "python/django-translation-at-import"
    status = models.CharField(max_length=20, choices=STATUS_CHOICES)

    def __str__(self):
        return self.title
