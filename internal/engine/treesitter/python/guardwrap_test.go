package python_test

import "testing"

// A function of the project that only returns a guard's check on its
// parameter (safe_for_redirect(url) returning url_has_allowed_host_and_scheme)
// guards as the check does, in its own file or imported; one that returns
// anything else guards nothing.
func TestWrappedGuard(t *testing.T) {
	files := map[string]string{
		"utils/__init__.py": "",
		"utils/request.py": `from django.utils.http import url_has_allowed_host_and_scheme


def safe_for_redirect(url):
    """Returns True if the URL is safe to redirect to."""
    return url_has_allowed_host_and_scheme(url, allowed_hosts=None)


def looks_fine(url):
    return len(url) > 0
`,
		"views.py": `from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from utils.request import looks_fine, safe_for_redirect


def local_check(url):
    return url_has_allowed_host_and_scheme(url, allowed_hosts={"example.com"})


def login_next(request):
    url = request.POST.get("next", "/")
    if url and safe_for_redirect(url):
        pass
    else:
        url = reverse("home")
    return HttpResponseRedirect(url)


def here(request):
    url = request.GET.get("next", "/")
    if local_check(url):
        return redirect(url)
    return redirect("/")


def unchecked(request):
    url = request.GET.get("next", "/")
    if looks_fine(url):
        return redirect(url)
    return redirect("/")
`,
	}
	got, _ := review(t, files, "views.py")
	expect(t, got, `31 python/open-redirect: `)
}
