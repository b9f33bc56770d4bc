from django.core.mail import EmailMessage
from django.http import HttpResponse
from django.template.loader import render_to_string
from django.utils.html import escape


def invite(request):
    note = request.POST.get("note", "")
    msg = EmailMessage("Invitation", render_to_string("invite.html", {"note": note}), "noreply@corp.com", ["a@corp.com"])
    msg.content_subtype = "html"
    msg.send()
    return HttpResponse("sent")


def plain(request):
    msg = EmailMessage("Shared", request.POST["body"], to=["team@corp.com"])
    msg.send()
    return HttpResponse("sent")


def escaped(request):
    msg = EmailMessage("Shared", "<p>" + escape(request.POST["body"]) + "</p>", to=["team@corp.com"])
    msg.content_subtype = "html"
    msg.send()
    return HttpResponse("sent")


def recipients_only(request):
    msg = EmailMessage("Hello", to=[request.POST["to"]])
    msg.content_subtype = "html"
    msg.send()
    return HttpResponse("sent")
