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
