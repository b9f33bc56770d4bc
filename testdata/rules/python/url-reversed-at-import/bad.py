from django.urls import reverse
from django.views.generic import CreateView


class OrderCreate(CreateView):
    success_url = reverse("orders:list")  # want "python/url-reversed-at-import"
