from django.http import JsonResponse

from .models import Post


def titles(request):
    if request.GET.get("all"):
        return JsonResponse([p.title for p in Post.objects.all()], safe=False)
    return JsonResponse({"titles": list(Post.objects.values_list("title", flat=True))}, status=200)
