from django.core.mail import send_mail
from django.http import HttpResponse


def reset(request, user, token):
    link = request.build_absolute_uri("/reset/" + token)
    host = request.get_host()
    addr = request.META["REMOTE_ADDR"]
    send_mail("Reset", link + host + addr, "noreply@site.io", [user.email])
    return HttpResponse("sent")
