from django.db.models.signals import post_save
from flask import template_rendered


def install(model, log):
    post_save.connect(lambda sender, instance, **kw: log.info("saved %s", instance), sender=model)  # want "python/signal-receiver-garbage-collected"
    template_rendered.connect(lambda sender, template, context, **extra: log.debug(template.name))  # want "python/signal-receiver-garbage-collected"
