package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// XML configuration of web applications whose documentation names the
// setting as a security decision: ASP.NET's web.config (custom errors off,
// debug compilation, remote tracing, cookie flags, session ids in URLs,
// ViewState MAC off, request validation off, a machine key written in the
// file, forms tickets without protection, header checking off), the Java
// servlet deployment descriptor web.xml (cookie flags, sessions that never
// expire, session ids in URLs, the default servlet's listings) and
// Tomcat's server.xml (old TLS protocols, the default shutdown command,
// TRACE), and an Android app's AndroidManifest.xml (debuggable, cleartext
// traffic, components exported without a permission: android.go). The
// settings are rows of checks/xml.yml (in: xml); this file tells the files
// apart, blanks their comments and runs the rows.

// xmlKinds are the kinds xmlKind names, which rows in: xml name.
var xmlKinds = []string{"aspnet", "servlet", "tomcat", "android"}

var xmlRuleIDs = []string{"iac/android-exported-component"}

// xmlKind names an XML configuration file's kind by the vocabulary's
// xml-files-<kind> lists, or "".
func (w *checkWords) xmlKind(p string) string {
	base, lp := strings.ToLower(path.Base(p)), strings.ToLower(p)
	for _, k := range xmlKinds {
		if fileNamed(w.xmlFiles[k], base, lp) {
			return k
		}
	}
	return ""
}

var xmlComment = regexp.MustCompile(`(?s)<!--.*?-->`)

// xmlConf runs the checks of a kind over src.
func xmlConf(file, kind, src string, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	// blank comments, keeping offsets and line numbers
	src = xmlComment.ReplaceAllStringFunc(src, func(c string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, c)
	})
	lines := strings.Split(src, "\n")
	var out []engine.Diagnostic
	for _, r := range rows {
		if r.in != "xml" || r.fileKind != kind {
			continue
		}
		for _, m := range r.test.match.FindAllStringSubmatchIndex(src, -1) {
			at := -1
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					at = m[g]
					break
				}
			}
			if at < 0 {
				at = m[0]
			}
			line := strings.Count(src[:at], "\n") + 1
			out = append(out, engine.Diagnostic{Engine: Name, Rule: r.rule, Dimension: r.dim, File: file, Lines: finding.Lines(line, line),
				Severity: r.sev, Confidence: r.conf, Message: r.msg, Detail: r.rec, Code: strings.TrimSpace(lines[line-1]), CWE: r.cwe})
		}
	}
	if kind == "android" {
		out = append(out, w.androidExported(file, src, lines)...)
	}
	return out
}
