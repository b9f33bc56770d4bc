def register(User, email):
    user = User.objects.create(email=email)
    user.save()  # want "python/django-create-then-save"
    return user
