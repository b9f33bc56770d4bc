from django.urls import path

from . import views

urlpatterns = [
    path("orders/", views.order_list, name="orders"),
    path("orders/<int:pk>/", views.order_detail),
    path("orders/", views.order_create, name="order-create"),  # want "python/django-duplicate-url-pattern"
]
