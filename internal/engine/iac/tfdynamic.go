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
	// a rule resource repeated by for_each over literal ports, with
	// from_port = each.value
	eachValuePort  = regexp.MustCompile(`(?m)^\s*from_port\s*=\s*each\.value\s*$`)
	forEachMap     = regexp.MustCompile(`(?m)^\s*for_each\s*=\s*\{([^{}]*)\}`)
	mapNumber      = regexp.MustCompile(`=\s*"?(\d+)"?`)
	dynamicIngress = regexp.MustCompile(`^\s*dynamic\s+"ingress"\s*\{`)
	forEachPorts   = regexp.MustCompile(`(?m)^\s*for_each\s*=\s*(?:toset\()?\[([\s\d",]+)\]`)
	portNumber     = regexp.MustCompile(`\d+`)
)

// dynamicOpenIngress judges the dynamic "ingress" block that starts at
// line i.
func (w *checkWords) dynamicOpenIngress(file string, lines []string, i int) (engine.Diagnostic, bool) {
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
	return w.judge(file, i+1, lines[i], true, ranges)
}

// forEachPortRanges is the ports of a rule resource written once for several
// ports: for_each = [22, 3389] (or toset(["22", "3389"]), or a map such as
// { ssh = 22, rdp = 3389 }) with from_port = each.value. It is nil when the
// rule is not written so, or the ports are not literals.
func forEachPortRanges(text string) [][2]int {
	if !eachValuePort.MatchString(text) {
		return nil
	}
	var nums []string
	if m := forEachPorts.FindStringSubmatch(text); m != nil {
		nums = portNumber.FindAllString(m[1], -1)
	} else if m := forEachMap.FindStringSubmatch(text); m != nil {
		for _, v := range mapNumber.FindAllStringSubmatch(m[1], -1) {
			nums = append(nums, v[1])
		}
	}
	var ranges [][2]int
	for _, p := range nums {
		ranges = append(ranges, [2]int{atoi(p), atoi(p)})
	}
	return ranges
}
