from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver


@receiver(post_save, sender=Order)
def update_total(sender, instance, created, **kwargs):
    total = sum(line.price for line in instance.lines.all())
    Order.objects.filter(pk=instance.pk).update(total=total)


@receiver(pre_save, sender=Order)
def normalize(sender, instance, **kwargs):
    instance.code = instance.code.upper()


@receiver(post_save, sender=Profile)
def create_profile(sender, instance, created, **kwargs):
    if created:
        Profile.objects.create(user=instance)
    instance.profile.save()
