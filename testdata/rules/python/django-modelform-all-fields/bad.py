from django import forms

from .models import Article, Profile


class ArticleForm(forms.ModelForm):
    class Meta:
        model = Article
        fields = "__all__"  # want "python/django-modelform-all-fields"


class ProfileForm(forms.ModelForm):
    class Meta:
        model = Profile
        exclude = ["user"]  # want "python/django-modelform-all-fields"
