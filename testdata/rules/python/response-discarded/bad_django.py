from django.http import HttpResponseForbidden
from django.shortcuts import redirect, render


def profile(request):
    if not request.user.is_authenticated:
        redirect("login")  # want "python/response-discarded"
    if request.user.is_banned:
        HttpResponseForbidden()  # want "python/response-discarded"
    return render(request, "profile.html")
