from django.contrib.auth.decorators import login_required
from django.views import View


class ProfileView(View):
    @login_required  # want "python/django-view-decorator-on-method"
    def get(self, request):
        return render(request, "profile.html")
