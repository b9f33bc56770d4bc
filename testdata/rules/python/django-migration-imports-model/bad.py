from django.db import migrations

from people.models import Person  # want "python/django-migration-imports-model"


def forwards(apps, schema_editor):
    for p in Person.objects.all():
        p.save()


class Migration(migrations.Migration):
    dependencies = [("people", "0001_initial")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
