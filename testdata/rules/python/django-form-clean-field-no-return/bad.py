from django import forms
from django.core.exceptions import ValidationError


class SignupForm(forms.Form):
    email = forms.EmailField()

    def clean_email(self):  # want "python/django-form-clean-field-no-return"
        email = self.cleaned_data["email"]
        if email.endswith("@example.com"):
            raise ValidationError("not allowed")
