package python_test

import "testing"

// A helper that builds its URL on a host it fixes ("https://api/...?from={}")
// sends the request to that host whatever its caller passes: no SSRF at the
// caller. A helper that lets the parameter lead the URL still is one.
func TestProjectHelperPinsHost(t *testing.T) {
	files := map[string]string{
		"tr.py": `import requests

def translate(text, src, dst):
    r = requests.post(
        'https://api.example.com'
        '/translate?from={}&to={}'.format(src, dst), json=[{'Text': text}], timeout=5)
    return r.json()

def fetch(base, q):
    return requests.get(base + '/search?q=' + q, timeout=5).json()
`,
		"app.py": flaskHead + `from tr import translate, fetch

@app.route("/t", methods=["POST"])
def t():
    data = request.get_json()
    return {"text": translate(data["text"], data["s"], data["d"])}

@app.route("/f")
def f():
    return {"r": fetch(request.args["base"], "x")}
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `13 python/ssrf: `)
}

// Every value after a URL's fixed host is in its path or query, not only
// the first: "...?from={}&to={}" has two.
func TestPinnedHostCoversLaterValues(t *testing.T) {
	files := map[string]string{
		"app.py": flaskHead + `import requests

@app.route("/t")
def t():
    s, d = request.args["s"], request.args["d"]
    requests.get(f"https://api.example.com/t?from={s}&to={d}", timeout=5)
    requests.get("https://api.example.com/t?from={}&to={}".format(s, d), timeout=5)
    requests.get(s + "/t?to=" + d, timeout=5)
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `11 python/ssrf: `)
}
