package goanalysis

import (
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// gosecIssue is what gosec's goanalysis adapter packs into one diagnostic:
// "G201: [CWE-89] SQL string formatting (Severity: MEDIUM, Confidence: HIGH)".
type gosecIssue struct {
	Rule    string // G201
	CWE     string // CWE-89, or ""
	What    string // SQL string formatting
	Rating  toolRating
	Located bool // false when gosec could not map the issue to a position
}

var gosecMessage = regexp.MustCompile(`(?s)^(G\d+): (?:\[(CWE-\d+)\] )?(.*?) \(Severity: (\w+), Confidence: (\w+)\)( \[unable to locate .*\])?$`)

func parseGosec(d *analysis.Diagnostic) gosecIssue {
	m := gosecMessage.FindStringSubmatch(d.Message)
	if m == nil {
		// An unknown shape: keep the text, let the route rate it.
		return gosecIssue{Rule: d.Category, What: d.Message, Located: true}
	}
	return gosecIssue{
		Rule:    m[1],
		CWE:     m[2],
		What:    m[3],
		Rating:  toolRating{Severity: m[4], Confidence: m[5]},
		Located: m[6] == "",
	}
}

// gosecRuleID is the rule of a gosec diagnostic: its category, or the
// message's prefix.
func gosecRuleID(d *analysis.Diagnostic) string {
	if d == nil {
		return ""
	}
	if d.Category != "" {
		return d.Category
	}
	return parseGosec(d).Rule
}

// gosecAdvice says what to change for the rules people meet most; the
// others get gosec's description and the CWE's page.
var gosecAdvice = map[string]string{
	"G101": "Load the credential at run time from the environment or a secret manager, and rotate it if it was real.",
	"G102": "Listen on a specific interface (e.g. 127.0.0.1) unless the service must be reachable from everywhere.",
	"G104": "Handle or explicitly return the error; assign it to _ with a comment only when ignoring it is correct.",
	"G107": "Validate the URL against an allow-list of hosts before requesting it.",
	"G110": "Bound decompression with io.CopyN or an io.LimitReader.",
	"G112": "Set ReadHeaderTimeout on the http.Server.",
	"G114": "Use an http.Server with ReadTimeout, WriteTimeout and ReadHeaderTimeout instead of http.ListenAndServe.",
	"G201": "Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec.",
	"G202": "Use a parameterized query: placeholders (?, $1) in a constant SQL string and the values as arguments to Query/Exec.",
	"G203": "Do not convert untrusted data to template.HTML/JS/URL; let html/template escape it.",
	"G204": "Run a fixed program with arguments checked against an allow-list; never pass input to a shell (sh -c).",
	"G301": "Create directories with 0750 or stricter.",
	"G302": "Create or chmod files with 0600 or stricter.",
	"G304": "Clean the path and check it stays under an allowed root (filepath.Clean, filepath.IsLocal or os.Root) before opening it.",
	"G305": "Reject archive entries whose cleaned path escapes the destination directory.",
	"G306": "Write files with 0600 or stricter.",
	"G401": "Use SHA-256 or stronger; for passwords use bcrypt, scrypt or argon2.",
	"G402": "Keep TLS certificate verification on and MinVersion at tls.VersionTLS12 or higher.",
	"G404": "Use crypto/rand for anything security-relevant.",
	"G501": "Use crypto/sha256 (or stronger) instead of crypto/md5.",
	"G505": "Use crypto/sha256 (or stronger) instead of crypto/sha1.",
	"G701": "Use a parameterized query: placeholders in a constant SQL string and the values as arguments.",
	"G702": "Run a fixed program with arguments checked against an allow-list; never pass input to a shell.",
	"G703": "Clean the path and check it stays under an allowed root before using it.",
	"G704": "Validate the URL against an allow-list of hosts before requesting it.",
}

func gosecDetail(is gosecIssue) string {
	var parts []string
	if a := gosecAdvice[is.Rule]; a != "" {
		parts = append(parts, a)
	} else {
		parts = append(parts, "Review the flagged code: "+is.What+".")
	}
	if n, ok := strings.CutPrefix(is.CWE, "CWE-"); ok {
		parts = append(parts, "See https://cwe.mitre.org/data/definitions/"+n+".html")
	}
	return strings.Join(parts, " ")
}
