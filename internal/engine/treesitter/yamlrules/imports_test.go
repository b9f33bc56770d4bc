package yamlrules

import (
	"slices"
	"testing"
)

// A rule written for os.chmod(...) also sees chmod(...) after `from os
// import chmod` and o.chmod(...) after `import os as o`; a name bound a
// second time, a module path whose first name the file binds to something
// else, and a rule whose negative condition names the spelled name are
// left as written; a finding the file itself has is not reported twice.
func TestImportsSpelledOut(t *testing.T) {
	pack := `rules:
  - id: t/chmod
    languages: python
    dimension: security
    severity: High
    confidence: 0.9
    title: chmod
    recommendation: x
    query: |
      (call function: (attribute object: (identifier) @m (#eq? @m "os") attribute: (identifier) @f (#eq? @f "chmod")))
  - id: t/run-unquoted
    languages: python
    dimension: security
    severity: High
    confidence: 0.9
    title: run
    recommendation: x
    query: |
      (call function: (attribute object: (identifier) @m (#eq? @m "subprocess") attribute: (identifier) @f (#eq? @f "run")))
    not-has: |
      (call function: (identifier) @q (#eq? @q "quote"))
  - id: t/cert-none
    languages: python
    dimension: security
    severity: High
    confidence: 0.9
    title: cert none
    recommendation: x
    query: |
      (attribute object: (identifier) @s (#eq? @s "ssl") attribute: (identifier) @c (#eq? @c "CERT_NONE"))
`
	src := `from os import chmod
import os as o
import subprocess as sp
from shlex import quote
from datetime import datetime
import os

chmod(p, 0o777)
o.chmod(p, 0o777)
os.chmod(p, 0o777)
sp.run(["ls", quote(x)])
sp.run(["ls", x])
datetime.now()


def f(chmod):
    chmod(p)


from ssl import CERT_NONE
ctx.verify_mode = CERT_NONE
`
	got := pyRuleLines(t, pack, src)
	// chmod(p, 0o777) on line 8 is left: the parameter of f binds chmod
	// again; run-unquoted's not-has names quote, spelled out in the copy
	want := []string{"t/chmod 10", "t/chmod 9", "t/cert-none 21"} // the file's findings, then the copy's
	if !slices.Equal(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
	imp := importedNames(parse(t, "python", src))
	if imp.full["o"] != "os" || imp.full["chmod"] != "os.chmod" || imp.full["datetime"] != "datetime.datetime" || !imp.plain["os"] {
		t.Errorf("importedNames: %+v", imp)
	}
}
