from django.urls import path

from .views import serve

# the project's own view named serve
urlpatterns = [
    path("report/<int:pk>/", serve),
]
