from django.conf import settings
from django.conf.urls.static import static
from django.contrib.staticfiles.views import serve as staticfiles_serve
from django.urls import path, re_path
from django.views.static import serve

from . import views

urlpatterns = [
    path("", views.index),
    path("download/<int:pk>/", views.serve_download),
] + static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)

# development only: the documented form
if settings.DEBUG:
    urlpatterns += [
        re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
        re_path(r"^static/(?P<path>.*)$", staticfiles_serve),
    ]
