from django.http import HttpResponse


def profile(request):
    bio = request.GET.get("bio", "")
    return HttpResponse("<div>" + bio + "</div>")  # want "xss"
