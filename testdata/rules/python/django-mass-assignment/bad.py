import json

from django.http import HttpResponse

from .models import Profile, Post


def create_post(request):
    Post.objects.create(**request.POST.dict())  # want "python/django-mass-assignment"
    return HttpResponse("ok")


def update_profile(request, pk):
    Profile.objects.filter(pk=pk).update(**request.POST)  # want "python/django-mass-assignment"
    profile = Profile(**json.loads(request.body))  # want "python/django-mass-assignment"
    profile.save()
    return HttpResponse("ok")
