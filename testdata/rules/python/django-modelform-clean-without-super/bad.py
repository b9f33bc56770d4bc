from django import forms

from .models import Booking


class BookingForm(forms.ModelForm):
    class Meta:
        model = Booking
        fields = ["start", "end"]

    def clean(self):  # want "python/django-modelform-clean-without-super"
        data = self.cleaned_data
        if data["start"] > data["end"]:
            raise forms.ValidationError("start after end")
        return data
