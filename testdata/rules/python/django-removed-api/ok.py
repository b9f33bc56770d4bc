from django.shortcuts import render
from django.utils.translation import gettext_lazy as _
from django.urls import path, re_path
from django.urls import reverse
from django.utils import timezone
from django.utils.encoding import force_str
from django.utils.http import url_has_allowed_host_and_scheme
from django.contrib.auth import login, logout
from django.contrib.auth.views import LoginView, redirect_to_login
import django.utils.timezone

try:
    from django.utils.six import text_type
except ImportError:
    text_type = str
import six
from six import text_type as t2
from lru_cache import cached
