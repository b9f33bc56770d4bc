from django.core.mail import EmailMessage
from django.http import HttpResponse


def invite(request):
    note = request.POST.get("note", "")
    msg = EmailMessage("Invitation", "<p>" + note + "</p>", "noreply@corp.com", [request.POST["to"]])  # want "python/django-html-email-from-request"
    msg.content_subtype = "html"
    msg.send()
    return HttpResponse("sent")


def share(request):
    msg = EmailMessage(subject="Shared", body=request.POST["body"], to=["team@corp.com"])  # want "python/django-html-email-from-request"
    msg.content_subtype = "html"
    msg.send()
    return HttpResponse("sent")
