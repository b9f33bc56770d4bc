package templates

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// JSP writes what a page prints without escaping it, unlike most template
// languages: a <%= %> expression and an EL expression in template text
// (${...}) reach the HTML as they are (the JSP specification; JSTL's
// <c:out> and fn:escapeXml are the escaping forms), and <c:out
// escapeXml="false"> turns c:out's escaping off. What is reported:
//   - <%= %> that reads the request (request.getParameter(...), or a
//     variable a scriptlet of the page assigned from it), unless an
//     encoder wraps it (ESAPI, the OWASP Encoder, Commons Text, Spring's
//     HtmlUtils);
//   - EL in template text that reads the request directly (param,
//     paramValues, header, headerValues, cookie, pageContext.request), not
//     inside fn:escapeXml and not in a tag's attribute (the tag decides);
//   - <c:out> with escapeXml="false".
var (
	jspExpr        = regexp.MustCompile(`<%=\s*(.*?)\s*%>`)
	jspTag         = regexp.MustCompile(`<[A-Za-z][\w.-]*:[\w.-]+\b[^<>]*>`)
	jspRequestELIn = regexp.MustCompile(`\$\{[^}]*\}`)
)

const jspEscape = "Print values with <c:out value=\"${...}\"/> or ${fn:escapeXml(...)} (JSTL), or an encoder " +
	"(Encode.forHtml from the OWASP Java Encoder) in a scriptlet; never print request data as it is."

// jspOutput reports a JSP page's expressions and EL that print the
// request: the JSP mechanism, with the rows' request reads
// (request-read, request-assignment, request-el) and escapers (escaper,
// el-escaper); <c:out escapeXml="false"> is an unescaped-output row.
func jspOutput(l *lang, path, suffix, src string) []engine.Diagnostic {
	reads, escapers := l.of(suffix, "request-read"), l.of(suffix, "escaper")
	requestEL, elEscapers := l.of(suffix, "request-el"), l.of(suffix, "el-escaper")
	var out []engine.Diagnostic
	add := func(at int, code, what string) {
		line := strings.Count(src[:at], "\n") + 1
		out = append(out, engine.Diagnostic{
			Engine: Name, Rule: "templates/unescaped-output", Dimension: "security", File: path,
			Lines: finding.Lines(line, line), Severity: finding.Medium, Confidence: 0.75,
			Message: "Template output with escaping turned off: " + what,
			Detail:  jspEscape,
			Code:    code, CWE: []string{"CWE-79"},
		})
	}
	// Variables a scriptlet assigns from the request (String name =
	// request.getParameter("name");), for the expressions that print them.
	fromRequest := map[string]bool{}
	for _, r := range l.of(suffix, "request-assignment") {
		for _, m := range r.Pattern.FindAllStringSubmatch(src, -1) {
			fromRequest[m[1]] = true
		}
	}
	for _, m := range jspExpr.FindAllStringSubmatchIndex(src, -1) {
		expr := src[m[2]:m[3]]
		if anyMatch(escapers, expr) || !(anyMatch(reads, expr) || fromRequest[expr]) {
			continue
		}
		add(m[0], src[m[0]:m[1]], "a JSP expression (<%= %>) writes request data unescaped")
	}
	// EL in a custom tag's attribute (<c:out value="${...}"/>) is the tag's
	// to escape or not: blank those tags out, keeping offsets, and look at
	// the rest, template text to JSP, HTML attributes included.
	text := []byte(src)
	for _, t := range jspTag.FindAllStringIndex(src, -1) {
		for i := t[0]; i < t[1]; i++ {
			if text[i] != '\n' {
				text[i] = ' '
			}
		}
	}
	for _, m := range jspRequestELIn.FindAllStringIndex(string(text), -1) {
		el := string(text[m[0]:m[1]])
		if anyMatch(requestEL, el) && !anyMatch(elEscapers, el) {
			add(m[0], el, "request data in an EL expression (${param...}) is written unescaped")
		}
	}
	return out
}
