from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Create the default accounts"

    def handle(self, *args, **options):
        User.objects.create_superuser("admin", "admin@example.com", "Adm1n!2024")  # want "python/django-user-literal-password"
        get_user_model().objects.create_user("support", "support@example.com", "Supp0rt#pass")  # want "python/django-user-literal-password"
