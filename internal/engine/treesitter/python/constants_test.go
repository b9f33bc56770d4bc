package python_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// A module constant a row's condition names (ssl.CERT_NONE, a SAX
// feature) keeps its name through a variable, as a literal would; another
// constant of the module does not match.
func TestNamedConstants(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import ssl
import xml.sax
import xml.sax.handler
from flask import Flask, request

app = Flask(__name__)

def off():
    ctx = ssl.create_default_context()
    mode = ssl.CERT_NONE
    ctx.verify_mode = mode

def on():
    ctx = ssl.create_default_context()
    mode = ssl.CERT_REQUIRED
    ctx.verify_mode = mode

@app.route("/upload", methods=["POST"])
def parse():
    p = xml.sax.make_parser()
    feature = xml.sax.handler.feature_external_ges
    p.setFeature(feature, True)
    p.parse(request.files["doc"])
`
	lines := map[int]string{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{python.Analyzer}) {
		lines[d.Lines.Start] += d.Rule + " "
	}
	if !strings.Contains(lines[11], "tls-verify-disabled") || strings.Contains(lines[16], "tls-verify-disabled") || !strings.Contains(lines[23], "xxe") {
		t.Errorf("findings by line %v; want tls-verify-disabled on 11, not 16, and xxe on 23", lines)
	}
}
