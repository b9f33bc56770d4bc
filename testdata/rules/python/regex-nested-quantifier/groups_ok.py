import re

from django.core.validators import RegexValidator
from django.urls import re_path

VERSION = re.compile(r"^((\d+)\.)+(\d+)$")


def words(text):
    return re.findall(r"([A-Z][a-z]+)+", text)


slug = RegexValidator(r"^[a-z0-9]+(?:-[a-z0-9]+)*$", "Enter a valid slug.")

urlpatterns = [
    re_path(r"^articles/(?P<year>[0-9]{4})/(?P<slug>[\w-]+)/$", None),
]
