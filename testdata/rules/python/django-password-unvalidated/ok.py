from django.contrib.auth.forms import SetPasswordForm
from django.contrib.auth.password_validation import validate_password
from django.http import HttpResponse


def change_password(request):
    new = request.POST["password"]
    validate_password(new, request.user)
    request.user.set_password(new)
    return HttpResponse("ok")


def with_form(request):
    form = SetPasswordForm(request.user, request.POST)
    if form.is_valid():
        request.user.set_password(form.cleaned_data["new_password1"])
    return HttpResponse("ok")


def from_command(user, password):
    user.set_password(password)
