package iac

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
)

// A module that builds its security group's rules from a list writes them
// as a dynamic block: dynamic "ingress" { for_each = [22, 3389] content {
// from_port = ingress.value ... cidr_blocks = ["0.0.0.0/0"] } }. The rule
// is read as an ingress block whose ports are written in content, or,
// when content takes them from the iterator, are the numbers a literal
// for_each list holds. Ports that come from anything else are unknown, and
// an unknown port is not reported: the check names a port or every port.

var (
	dynamicIngress = regexp.MustCompile(`^\s*dynamic\s+"ingress"\s*\{`)
	forEachPorts   = regexp.MustCompile(`(?m)^\s*for_each\s*=\s*(?:toset\()?\[([\s\d",]+)\]`)
	portNumber     = regexp.MustCompile(`\d+`)
)

// dynamicOpenIngress judges the dynamic "ingress" block that starts at
// line i.
func dynamicOpenIngress(file string, lines []string, i int) (engine.Diagnostic, bool) {
	text := block(lines, i)
	if !openCIDR.MatchString(text) {
		return engine.Diagnostic{}, false
	}
	from, to := -1, -1
	for _, l := range strings.Split(text, "\n") {
		if m := portLine.FindStringSubmatch(l); m != nil {
			if m[1] == "from_port" {
				from = atoi(m[2])
			} else {
				to = atoi(m[2])
			}
		}
	}
	var ranges [][2]int
	switch {
	case from >= 0 || to >= 0:
		ranges = [][2]int{fromTo(from, to)}
	default:
		m := forEachPorts.FindStringSubmatch(text)
		if m == nil {
			return engine.Diagnostic{}, false
		}
		for _, p := range portNumber.FindAllString(m[1], -1) {
			ranges = append(ranges, [2]int{atoi(p), atoi(p)})
		}
	}
	return judge(file, i+1, lines[i], true, ranges)
}
