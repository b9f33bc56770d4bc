package python_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// request.path in a view with a fixed route is that route on the
// application (Flask(...), a wsgi_app row's class), and a path under an
// unknown prefix on a blueprint (Blueprint(...), a blueprint row's class):
// "/" + what the client sent may be "//host" only on the application.
func TestBlueprintRoutes(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `from flask import Flask, Blueprint, request, redirect

app = Flask(__name__)
bp = Blueprint("admin", __name__)

@app.route("/login")
def home():
    return redirect(request.path + request.args.get("to", ""))

@bp.route("/login")
def admin_home():
    return redirect(request.path + request.args.get("to", ""))

def init(application):
    @application.route("/login")
    def other():
        return redirect(request.path + request.args.get("to", ""))
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{python.Analyzer}) {
		if strings.HasSuffix(d.Rule, "open-redirect") {
			lines[d.Lines.Start] = true
		}
	}
	if lines[8] || !lines[12] || !lines[17] {
		t.Errorf("open-redirect on lines %v; want 12 and 17 (a blueprint, a parameter in a file that makes one), not 8 (the application)", lines)
	}
}
