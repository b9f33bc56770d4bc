from django.db.models.signals import post_save
from django.dispatch import receiver


def on_save(sender, instance, **kwargs):
    instance.refresh_search_index()


def install(model, log, button):
    post_save.connect(on_save, sender=model)
    post_save.connect(lambda sender, instance, **kw: log.info("saved %s", instance), sender=model, weak=False)
    button.clicked.connect(lambda: log.info("clicked"))


@receiver(post_save)
def audit(sender, **kwargs):
    return sender
