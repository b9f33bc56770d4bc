from .models import Entry


def latest():
    return Entry.objects.order_by("-pub_date", "headline")


def reset(qs):
    return Entry.objects.filter(live=True).order_by().order_by("headline")


def sa_query(session, User):
    return session.query(User).order_by(User.last).order_by(User.first)
