from .models import Tag, Profile


def tag_post(post, name):
    tag = Tag.objects.get_or_create(name=name)  # want "python/django-get-or-create-not-unpacked"
    post.tags.add(tag)


def profile_for(user):
    return Profile.objects.get_or_create(user=user).bio  # want "python/django-get-or-create-not-unpacked"
