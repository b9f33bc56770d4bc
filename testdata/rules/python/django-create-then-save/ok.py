def register(User, email):
    user = User(email=email)
    user.save()
    other = User.objects.create(email=email)
    other.set_password("x")
    other.save()
    return user, other
