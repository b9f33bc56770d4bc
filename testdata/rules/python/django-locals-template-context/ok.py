from django.shortcuts import render


def dashboard(request):
    items = request.user.items.all()
    return render(request, "dashboard.html", {"items": items})
