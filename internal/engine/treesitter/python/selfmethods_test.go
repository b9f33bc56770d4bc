package python_test

import "testing"

// self.get_extra_context() in a view runs its own class's method, or a
// base's or a subclass's in the file: not a sibling view's that only
// shares an imported base. The sibling's own call still carries its data.
func TestSelfCallStaysInItsClass(t *testing.T) {
	files := map[string]string{
		"views.py": `from django.http import HttpResponse
from netbox.views import generic


class ChoiceSetView(generic.ObjectView):
    def get_extra_context(self, request, instance):
        return {"page": request.GET.get("page", 1)}

    def get(self, request, pk):
        return HttpResponse(self.get_extra_context(request, None)["page"])


class RenderConfigView(generic.ObjectView):
    def get(self, request, pk):
        context = self.get_extra_context(request, None)
        return HttpResponse(context["rendered"])


class BaseView(generic.ObjectView):
    def get(self, request, pk):
        return HttpResponse(self.body(request))

    def body(self, request):
        return "ok"


class EchoView(BaseView):
    def body(self, request):
        return request.GET["q"]
`,
	}
	got, _ := review(t, files, "views.py")
	expect(t, got, `10 python/xss: `, `21 python/xss: `)
}

// self.m() where m comes from a base class another module defines runs
// that module's method: a mixin that checks the URL it returns guards the
// view's redirect, and one that returns the request's URL unchecked is
// reported.
func TestSelfCallThroughImportedMixin(t *testing.T) {
	files := map[string]string{
		"utilities/__init__.py": "",
		"utilities/views.py": `from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme


class GetReturnURLMixin:
    def get_return_url(self, request, obj=None):
        return_url = request.GET.get("return_url")
        if return_url and url_has_allowed_host_and_scheme(return_url, allowed_hosts=None):
            return return_url
        if obj is not None:
            return obj.get_absolute_url()
        return reverse("home")


class NextMixin:
    def get_next(self, request):
        return request.GET.get("next")
`,
		"views.py": `from django.shortcuts import redirect
from django.views import View
from utilities.views import GetReturnURLMixin, NextMixin
from .forms import MemberForm


class AddMemberView(GetReturnURLMixin, View):
    def post(self, request, pk):
        device = MemberForm(request.POST).save()
        return redirect(self.get_return_url(request, device))


class NextView(NextMixin, View):
    def get(self, request):
        return redirect(self.get_next(request))
`,
	}
	got, _ := review(t, files, "views.py")
	expect(t, got, `15 python/open-redirect: `)
}
