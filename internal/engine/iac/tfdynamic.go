package iac

import "regexp"

// A module that builds its firewall's rules from a list writes them as a
// dynamic block (dynamic "ingress" { for_each = [22, 3389] content {
// from_port = ingress.value ... } }), or repeats a rule resource with
// for_each and from_port = each.value. The ports are then the numbers a
// literal for_each holds (an ingress row with dynamic: true, tfingress.go).
// Ports that come from anything else are unknown, and an unknown port is
// not reported: the check names a port or every port.

var (
	forEachMap   = regexp.MustCompile(`(?m)^\s*for_each\s*=\s*\{([^{}]*)\}`)
	mapNumber    = regexp.MustCompile(`=\s*"?(\d+)"?`)
	forEachPorts = regexp.MustCompile(`(?m)^\s*for_each\s*=\s*(?:toset\()?\[([\s\d",]+)\]`)
	portNumber   = regexp.MustCompile(`\d+`)
)

// forEachPortRanges is the ports of a rule resource written once for several
// ports: for_each = [22, 3389] (or toset(["22", "3389"]), or a map such as
// { ssh = 22, rdp = 3389 }), the rule's from port written each.value or
// the dynamic block's iterator's value. It is nil when the ports are not
// literals.
func forEachPortRanges(text string) [][2]int {
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
