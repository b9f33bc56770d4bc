from django.db.models import CASCADE, ForeignKey, Model, OneToOneField


class Comment(Model):
    post = ForeignKey("blog.Post", related_name="comments")  # want "python/django-foreignkey-without-on-delete"
    author = ForeignKey("auth.User", CASCADE)
    profile = OneToOneField("accounts.Profile")  # want "python/django-foreignkey-without-on-delete"
