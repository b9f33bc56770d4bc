package javascript

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// inPlaceUpgrade reports the HTTPS redirect of the request to itself:
// 'https://' + req.get('host') + req.url, or the same as a template. The
// browser sets Host to the authority of the URL it asked for (RFC 9110
// 7.2), which a link to this site cannot change, and the request's own
// path (req.url, req.originalUrl, req.path) begins with "/", so the target
// is the page the user asked for, on the host they asked for. Any other
// part (a query value, X-Forwarded-Host, which a proxy sets) leaves it an
// ordinary redirect, checked as one.
func (c *checker) inPlaceUpgrade(n *syntax.Node) bool {
	parts := c.urlParts(n)
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	scheme := strings.ToLower(parts[0])
	if scheme != "'https://'" && scheme != "\"https://\"" && scheme != "`https://`" {
		return false
	}
	if !hostHeader.MatchString(parts[1]) {
		return false
	}
	return len(parts) == 2 || ownPath.MatchString(parts[2])
}

// urlParts flattens a concatenation, or a template whose literal text is
// only its scheme, into the parts' source texts.
func (c *checker) urlParts(n *syntax.Node) []string {
	switch n.Kind {
	case "parenthesized_expression":
		return c.urlParts(n.FirstNamed(""))
	case "binary_expression":
		if op := n.Child("operator"); op == nil || c.text(op) != "+" {
			return nil
		}
		return append(c.urlParts(n.Child("left")), c.urlParts(n.Child("right"))...)
	case "template_string":
		var out []string
		for _, p := range n.NamedChildren() {
			switch p.Kind {
			case "string_fragment":
				out = append(out, "`"+c.text(p)+"`")
			case "template_substitution":
				out = append(out, c.text(p.FirstNamed("")))
			default:
				return nil
			}
		}
		return out
	}
	return []string{c.text(n)}
}

var (
	// hostHeader: a read of the request's Host header (req.get('host'),
	// req.header('Host'), req.headers.host, req.hostname).
	hostHeader = regexp.MustCompile(`^(req|request)\.(get|header)\(\s*['"](?i:host)['"]\s*\)$|^(req|request)\.headers(\.host|\[\s*['"]host['"]\s*\])$|^(req|request)\.hostname$`)
	ownPath    = regexp.MustCompile(`^(req|request)\.(url|originalUrl|path)$`)
)
