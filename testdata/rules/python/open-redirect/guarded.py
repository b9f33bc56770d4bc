from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from flask import Flask, abort, redirect, request

app = Flask(__name__)
ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/login/done")
def done():
    nxt = request.args.get("next", "/")
    parsed = urlparse(nxt)
    if parsed.netloc and parsed.netloc not in ALLOWED_HOSTS:
        abort(400)
    if parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    return redirect(nxt)


@app.route("/back")
def back():
    nxt = request.args.get("next", "/")
    if urlparse(nxt).netloc:
        nxt = "/"
    return redirect(nxt)


def django_next(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        nxt = "/"
    return HttpResponseRedirect(nxt)
