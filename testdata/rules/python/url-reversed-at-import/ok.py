from django.urls import reverse, reverse_lazy
from django.views.generic import CreateView


class OrderCreate(CreateView):
    success_url = reverse_lazy("orders:list")

    def get_cancel_url(self):
        return reverse("orders:list")
