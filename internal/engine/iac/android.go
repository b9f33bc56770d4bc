package iac

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// An Android component with android:exported="true" can be started (an
// activity or service), sent broadcasts (a receiver) or queried (a
// provider) by every other app on the device; Android's documentation
// asks for a permission on each exported component unless it is meant to
// be public. The launcher activity (an intent filter with MAIN and
// LAUNCHER) must be exported and is not reported, nor a component that
// names a permission (android:permission, or a provider's read and write
// permissions).
var (
	androidExportedA = regexp.MustCompile(`\bandroid:exported\s*=\s*"true"`)
	androidName      = regexp.MustCompile(`\bandroid:name\s*=\s*"([^"]+)"`)
)

// androidWords are the exported-component check's expressions, built from
// the vocabulary (checks/xml.yml): the component elements, the attributes
// that name a permission, and the launcher categories.
type androidWords struct {
	androidComponent, androidPermA, androidLauncher *regexp.Regexp
}

func newAndroidWords(alt func(string) string) androidWords {
	c := alt("android-components")
	return androidWords{
		// The opening tag alone: an element's body is read to its own
		// closing tag (componentBody), so an element that holds others
		// (application, if a project names it) swallows none of them.
		androidComponent: regexp.MustCompile(`<(` + c + `)((?:\s[^>]*?)?)(/?)>`),
		androidPermA:     regexp.MustCompile(`\bandroid:(` + alt("android-permission-attributes") + `)\s*=\s*"[^"]+"`),
		androidLauncher:  regexp.MustCompile(alt("android-launcher-categories")),
	}
}

func (w *checkWords) androidExported(file, src string, lines []string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for _, m := range w.androidComponent.FindAllStringSubmatchIndex(src, -1) {
		attrs := src[m[4]:m[5]]
		body := ""
		if m[6] == m[7] {
			body = componentBody(src[m[1]:], src[m[2]:m[3]])
		}
		if !androidExportedA.MatchString(attrs) || w.androidPermA.MatchString(attrs) || w.androidLauncher.MatchString(body) {
			continue
		}
		kind, name := src[m[2]:m[3]], "the component"
		if n := androidName.FindStringSubmatch(attrs); n != nil {
			name = n[1]
		}
		at := m[4] + androidExportedA.FindStringIndex(attrs)[0]
		line := strings.Count(src[:at], "\n") + 1
		out = append(out, diag("android-exported-component", "security", file, line, strings.TrimSpace(lines[line-1]), finding.Medium, 0.7,
			"<"+kind+"> "+name+" is exported without a permission: any app on the device can start it, send it data or read it",
			"Set android:exported=\"false\" unless other apps must reach it; if they must, protect it with android:permission "+
				"(a signature-level permission for your own apps) and treat every Intent extra as untrusted input.", "CWE-926"))
	}
	return out
}

// componentBody is the text of an element of that kind up to its own
// closing tag (components do not nest in their own kind), or "" when it
// has none.
func componentBody(rest, kind string) string {
	for i := 0; ; {
		j := strings.Index(rest[i:], "</"+kind)
		if j < 0 {
			return ""
		}
		i += j
		if after := strings.TrimLeft(rest[i+2+len(kind):], " \t\r\n"); strings.HasPrefix(after, ">") {
			return rest[:i]
		}
		i += 2 + len(kind) // </activity-alias is not </activity
	}
}
