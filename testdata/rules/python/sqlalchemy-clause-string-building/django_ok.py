from .models import Post


def posts(direction, field):
    return Post.objects.filter(published=True).order_by(f"{direction}{field}")
