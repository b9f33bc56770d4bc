from django.db import migrations, models


class Migration(migrations.Migration):
    operations = [
        migrations.AddField("survey", "answered", models.NullBooleanField()),
    ]
