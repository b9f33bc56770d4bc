from django.db import IntegrityError, transaction


def register(form):
    try:
        with transaction.atomic():
            Membership.objects.create(user=form.user, team=form.team)
    except IntegrityError:
        log.warning("already a member")


def register_nested(form):
    with transaction.atomic():
        profile = Profile.objects.create(user=form.user)
        try:
            with transaction.atomic():
                Membership.objects.create(user=form.user, team=form.team)
        except IntegrityError:
            log.warning("already a member")
        profile.save()


def parse(form):
    with transaction.atomic():
        try:
            count = int(form.count)
        except ValueError:
            count = 0
        Item.objects.create(count=count)


@transaction.atomic
def rename(team, name):
    try:
        team.name = name
        team.save()
    except IntegrityError as exc:
        raise ValidationError("name taken") from exc
