from django.contrib.auth.models import User


def invite(email):
    user = User.objects.create_user(username=email, email=email, password="")  # want "python/django-password-empty"
    user.set_password("")  # want "python/django-password-empty"
    user.save()
