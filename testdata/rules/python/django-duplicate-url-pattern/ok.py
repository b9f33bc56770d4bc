from django.urls import path

from . import views

urlpatterns = [
    path("orders/", views.order_list, name="orders"),
    path("orders/new/", views.order_create, name="order-create"),
]
