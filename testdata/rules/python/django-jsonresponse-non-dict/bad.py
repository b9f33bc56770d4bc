from django.http import JsonResponse

from .models import Post


def titles(request):
    if request.GET.get("all"):
        return JsonResponse([p.title for p in Post.objects.all()])  # want "python/django-jsonresponse-non-dict"
    return JsonResponse(list(Post.objects.values_list("title", flat=True)), status=200)  # want "python/django-jsonresponse-non-dict"
