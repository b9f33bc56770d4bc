from django.db import migrations, models


def forwards(apps, schema_editor):
    Person = apps.get_model("people", "Person")
    for p in Person.objects.all():
        p.save()


class Migration(migrations.Migration):
    dependencies = [("people", "0001_initial")]
    operations = [
        migrations.RunPython(forwards, migrations.RunPython.noop),
        migrations.AddField("person", "age", models.IntegerField(null=True)),
    ]
