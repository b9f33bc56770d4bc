from django.contrib.auth.models import User


def invite(email, password):
    user = User.objects.create_user(username=email, email=email)
    user.set_unusable_password()
    user.set_password(password)
    user.set_password(None)
    user.save()
