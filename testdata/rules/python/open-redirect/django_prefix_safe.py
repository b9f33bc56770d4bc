from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

from shop.urls import with_query


def order_saved(request, order_id):
    # the host and path are fixed; the client only picks the query
    filters = request.GET.get("filters", "")
    return HttpResponseRedirect(reverse("orders:list") + "?" + filters)


def login_required_page(request):
    return redirect("/accounts/login/?next=" + request.get_full_path())


def item(request):
    sku = request.GET["sku"]
    return redirect(f"/items/{sku}/")


def page(request):
    return HttpResponseRedirect("/pages/%s/" % request.GET["slug"])


def search(request):
    return redirect("https://search.example/?q={}".format(request.GET["q"]))


def back(request):
    return HttpResponseRedirect(with_query(reverse("cart"), request.GET.get("filters")))


def same_page(request):
    return HttpResponseRedirect(request.path)


def set_theme(request):
    nxt = request.POST.get("next")
    if (nxt or request.accepts("text/html")) and not url_has_allowed_host_and_scheme(
        url=nxt, allowed_hosts={request.get_host()}
    ):
        nxt = request.META.get("HTTP_REFERER")
        if not url_has_allowed_host_and_scheme(url=nxt, allowed_hosts={request.get_host()}):
            nxt = "/"
    if nxt:
        return HttpResponseRedirect(nxt)
    return HttpResponseRedirect("/")


class ArchiveRedirect(View):
    pattern = "/archive/%(year)s/"

    def get(self, request, *args, **kwargs):
        return HttpResponseRedirect(self.pattern % kwargs)
