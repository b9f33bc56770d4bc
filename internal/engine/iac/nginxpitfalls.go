package iac

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// nginx directives that do something else than their writer meant, after
// nginx's own "Pitfalls and Common Mistakes" page and the directive
// reference, and gixy's documented checks. Those that are a directive,
// its values and the directives around it are rows of
// checks/webserver.yml (error_log off, root /, a PHP location that passes
// every *.php URL to FastCGI without checking the file exists, try_files
// beside alias, WebDAV writes without authentication, ...); here is the
// one that is a block's head: if (-f ...) instead of try_files.
var nginxPitfallIDs = []string{"iac/nginx-if-file-exists"}

var fileTestIf = regexp.MustCompile(`^\s*if\s*\(\s*!?\s*-[fedx]\s+\$request_filename\s*\)`)

// nginxPitfalls reports the if blocks that test for a file.
func nginxPitfalls(file string, lines []string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for i, l := range lines {
		if fileTestIf.MatchString(l) {
			out = append(out, diag("nginx-if-file-exists", "maintainability", file, i+1, strings.TrimSpace(l), finding.Low, 0.8,
				"if (-f $request_filename) tests for a file in an if block, which nginx's documentation warns behaves unexpectedly inside locations",
				"Use try_files: try_files $uri $uri/ /index.php?$args; (nginx's pitfalls page, \"Check if file exists\")."))
		}
	}
	return out
}
