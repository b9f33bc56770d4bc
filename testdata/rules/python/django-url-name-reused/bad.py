from django.urls import path, re_path

from . import views

app_name = "shop"

urlpatterns = [
    path("", views.ProductListView.as_view(), name="product-list"),
    path("cart/", views.cart, name="cart"),
    path("checkout/", views.checkout, name="checkout"),
    path("basket/", views.cart, name="cart"),  # want "python/django-url-name-reused"
    re_path(r"^pay/$", views.checkout, name="checkout"),  # want "python/django-url-name-reused"
]
