from django.http import HttpResponse


def change_password(request):
    user = request.user
    user.set_password(request.POST["password"])  # want "python/django-password-unvalidated"
    user.save()
    return HttpResponse("ok")


def reset(request):
    new = request.POST.get("new_password")
    request.user.set_password(new)  # want "python/django-password-unvalidated"
    return HttpResponse("ok")
