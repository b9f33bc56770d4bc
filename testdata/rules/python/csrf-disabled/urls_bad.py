from django.urls import path
from django.views.decorators.csrf import csrf_exempt

from . import views

urlpatterns = [
    path("hook/", csrf_exempt(views.HookView.as_view())),  # want "python/csrf-disabled"
]
