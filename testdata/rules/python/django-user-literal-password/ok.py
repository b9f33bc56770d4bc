import os

from django.contrib.auth.models import User
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create the default accounts"

    def handle(self, *args, **options):
        # the password from the environment: the documented form for automation
        User.objects.create_superuser("admin", "admin@example.com", os.environ["DJANGO_SUPERUSER_PASSWORD"])
        bot = User.objects.create_user("bot", "bot@example.com")
        bot.set_unusable_password()
        bot.save()


class Registry:
    def create_user(self, name, email, role):
        return name, email, role


def register(registry):
    # another class's create_user, whose third argument is not a password
    return registry.create_user("ann", "ann@example.com", "editor")
