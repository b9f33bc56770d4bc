from .models import Tag, Profile


def tag_post(post, name):
    tag, created = Tag.objects.get_or_create(name=name)
    post.tags.add(tag)


def profile_for(user):
    profile, _ = Profile.objects.get_or_create(user=user)
    return profile.bio


def first_tag(name):
    tag = Tag.objects.get_or_create(name=name)[0]
    return tag


def upsert(name):
    result = Tag.objects.update_or_create(name=name, defaults={"hits": 0})
    return result
