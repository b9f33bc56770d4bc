from django.core.mail import EmailMultiAlternatives
from django.http import HttpResponse


def notify(request):
    m = EmailMultiAlternatives("Notice", "see the HTML part", "noreply@corp.com", ["a@corp.com"])
    m.attach_alternative(request.POST["html"], "text/html")  # want "xss"
    m.attach_alternative(request.POST["text"], "text/plain")
    m.send()
    return HttpResponse("sent")
