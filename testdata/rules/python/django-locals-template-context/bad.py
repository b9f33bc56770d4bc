from django.shortcuts import render
from django.template.loader import render_to_string


def dashboard(request):
    api_key = request.user.profile.api_key
    items = request.user.items.all()
    return render(request, "dashboard.html", locals())  # want "python/django-locals-template-context"


def mail(user):
    token = user.reset_token
    return render_to_string("mail.txt", context=locals())  # want "python/django-locals-template-context"


def module_context(request):
    return render(request, "debug.html", globals())  # want "python/django-locals-template-context"
