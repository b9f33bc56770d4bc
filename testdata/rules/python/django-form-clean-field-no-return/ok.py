from django import forms
from django.core.exceptions import ValidationError


class SignupForm(forms.ModelForm):
    def clean_email(self):
        email = self.cleaned_data["email"]
        if email.endswith("@example.com"):
            raise ValidationError("not allowed")
        return email.lower()


class Helper:
    def clean_cache(self):
        self.cache = {}
