from django.core.mail import send_mail


def contact(request):
    note = request.POST.get("note", "")
    send_mail("Contact", note, "site@example.com", ["team@example.com"],
              html_message="<p>" + note + "</p>")  # want "xss"
    send_mail("Contact", note, "site@example.com", ["team@example.com"])
