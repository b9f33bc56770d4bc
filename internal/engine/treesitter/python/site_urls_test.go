package python_test

import "testing"

// An object's get_absolute_url() is a path reverse() built on this site:
// redirecting to it, or linking it, is no open redirect or XSS, though the
// object came from the form the client posted. nh3.clean's output is
// sanitized HTML. The form's own text still is request data.
func TestSiteURLsAndSanitizedHTML(t *testing.T) {
	files := map[string]string{
		"views.py": `import nh3
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect
from django.utils.html import escape
from django.utils.safestring import mark_safe
from .forms import ThingForm


def edit(request):
    form = ThingForm(request.POST)
    obj = form.save()
    msg = mark_safe(f'Saved <a href="{obj.get_absolute_url()}">{escape(obj)}</a>')
    if request.POST.get("next"):
        return HttpResponseRedirect(request.POST["next"])
    return redirect(obj.get_absolute_url())


def preview(request):
    return HttpResponse(nh3.clean(request.POST["text"], tags={"b", "i"}))


def raw(request):
    return HttpResponse(request.POST["text"])
`,
	}
	got, _ := review(t, files, "views.py")
	expect(t, got, `14 python/open-redirect: `, `23 python/xss: `)
}
