from django.core.mail import send_mail


def contact(request):
    note = request.POST.get("note", "")
    # a call over several lines is reported at its first line
    send_mail("Contact", note, "site@example.com", ["team@example.com"],  # want "xss"
              html_message="<p>" + note + "</p>")
    send_mail("Contact", note, "site@example.com", ["team@example.com"])
