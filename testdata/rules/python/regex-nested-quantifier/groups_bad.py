import re

from django.core.validators import RegexValidator
from django.urls import re_path

EMAIL = re.compile(r"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}[a-z]{2,3}$")  # want "python/regex-nested-quantifier"


def tokens(text):
    return re.findall(r"((ab)+)+$", text)  # want "python/regex-nested-quantifier"


slug = RegexValidator(r"^([a-z0-9]+-?)+$", "Enter a valid slug.")  # want "python/regex-nested-quantifier"
code = RegexValidator(regex=r"^(\w+\s?)*$")  # want "python/regex-nested-quantifier"

urlpatterns = [
    re_path(r"^files/((\w+/?)+)$", None),  # want "python/regex-nested-quantifier"
]
