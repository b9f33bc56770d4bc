from django import forms

from .models import Booking


class BookingForm(forms.ModelForm):
    class Meta:
        model = Booking
        fields = ["start", "end"]

    def clean(self):
        data = super().clean()
        if data["start"] > data["end"]:
            raise forms.ValidationError("start after end")
        return data


class SearchForm(forms.Form):
    def clean(self):
        return self.cleaned_data
