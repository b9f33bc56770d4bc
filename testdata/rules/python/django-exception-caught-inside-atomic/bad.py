from django.db import IntegrityError, transaction


def register(form):
    with transaction.atomic():
        profile = Profile.objects.create(user=form.user)
        try:
            Membership.objects.create(user=form.user, team=form.team)
        except IntegrityError:  # want "python/django-exception-caught-inside-atomic"
            log.warning("already a member")
        profile.save()


@transaction.atomic
def rename(team, name):
    try:
        team.name = name
        team.save()
    except IntegrityError:  # want "python/django-exception-caught-inside-atomic"
        return False
    team.members.update(renamed=True)
    return True
