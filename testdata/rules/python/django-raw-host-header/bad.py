from django.core.mail import send_mail
from django.http import HttpResponse


def reset(request, user, token):
    link = "https://" + request.META["HTTP_HOST"] + "/reset/" + token  # want "python/django-raw-host-header"
    host = request.META.get("HTTP_X_FORWARDED_HOST")  # want "python/django-raw-host-header"
    send_mail("Reset", link + host, "noreply@site.io", [user.email])
    return HttpResponse("sent")
