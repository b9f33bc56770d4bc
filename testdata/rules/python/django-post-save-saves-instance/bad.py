from django.db.models.signals import post_save
from django.dispatch import receiver


@receiver(post_save, sender=Order)
def update_total(sender, instance, created, **kwargs):
    instance.total = sum(line.price for line in instance.lines.all())
    instance.save()  # want "python/django-post-save-saves-instance"
