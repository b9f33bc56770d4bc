from django.db import models


class Upload(models.Model):
    code = models.CharField(primary_key=True, null=True, max_length=8)  # want "python/django-field-check-error"
    name = models.CharField()  # want "python/django-field-check-error"
    created = models.DateTimeField(auto_now=True, auto_now_add=True)  # want "python/django-field-check-error"
    file = models.FileField(upload_to="/uploads/")  # want "python/django-field-check-error"
    tags = models.ManyToManyField("Tag", on_delete=models.CASCADE)  # want "python/django-field-check-error"
    ip = models.GenericIPAddressField(blank=True)  # want "python/django-field-check-error"
