from django.http import HttpResponse, JsonResponse

from .forms import PostForm
from .models import Post


def create_post(request):
    form = PostForm(**{"data": request.POST})
    if form.is_valid():
        Post.objects.create(**form.cleaned_data)
    Post.objects.create(title=request.POST["title"], author=request.user)
    context = {}
    context.update(**request.GET)
    return JsonResponse(**{"data": {}})
