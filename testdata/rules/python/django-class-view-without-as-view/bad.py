from django.urls import path

from . import views
from .views import OrderListView

urlpatterns = [
    path("orders/", OrderListView, name="orders"),  # want "python/django-class-view-without-as-view"
    path("orders/<int:pk>/", views.OrderDetailView, name="order"),  # want "python/django-class-view-without-as-view"
]
