from django.contrib import messages
from django.db import models
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

STATUS_CHOICES = [
    ("draft", _("Draft")),
    ("published", _("Published")),
]


class Article(models.Model):
    title = models.CharField(max_length=200, verbose_name=_("title"))

    def publish(self, request):
        messages.success(request, gettext("Article published"))
        return self.title
