from django.conf import settings
from django.contrib import admin
from django.urls import path, re_path
from django.views.static import serve

urlpatterns = [
    path("admin/", admin.site.urls),
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),  # want "python/django-static-serve-route"
    path("files/<path:path>", serve, {"document_root": "/srv/files", "show_indexes": True}),  # want "python/django-static-serve-route"
]
