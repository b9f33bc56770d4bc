package python_test

import "testing"

// request.args.get(k, d, type=int) is a number or the default (Werkzeug's
// MultiDict.get casts, and returns the default when the cast fails); with
// no type, or type=str, it is the client's text.
func TestTypedGetIsNoText(t *testing.T) {
	files := map[string]string{
		"app.py": flaskHead + `
@app.route("/u")
def users():
    page = request.args.get("page", 1, type=int)
    ratio = request.form.get("r", type=float)
    return "<p>" + str(page) + str(ratio) + "</p>"

@app.route("/v")
def view():
    name = request.args.get("name", "", type=str)
    return "<p>" + name + "</p>"

@app.route("/w")
def other():
    return "<p>" + request.args.get("page", 1) + "</p>"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `14 python/xss: `, `18 python/xss: `)
}
