from django import forms
from django.db import models


class Upload(models.Model):
    code = models.CharField(primary_key=True, max_length=8)
    name = models.CharField(max_length=100)
    created = models.DateTimeField(auto_now_add=True)
    file = models.FileField(upload_to="uploads/")
    tags = models.ManyToManyField("Tag")
    ip = models.GenericIPAddressField(blank=True, null=True)


class UploadForm(forms.Form):
    name = forms.CharField()
