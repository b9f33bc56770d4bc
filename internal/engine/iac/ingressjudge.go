package iac

import (
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// exposure is what an ingress rule's ports open that the internet should
// not reach: every port, or the first internet-sensitive port a range
// holds; ok is false for neither.
func (w *checkWords) exposure(ranges [][2]int) (everyPort bool, p namedPort, ok bool) {
	for _, r := range ranges {
		if r[0] <= 1 && r[1] >= 65535 {
			return true, namedPort{}, true
		}
	}
	for _, p := range w.ports {
		for _, r := range ranges {
			if r[0] <= p.port && p.port <= r[1] {
				return false, p, true
			}
		}
	}
	return false, namedPort{}, false
}

// The recommendations of the ingress findings by source.
const (
	recOpen = "Restrict the source to known addresses (a VPN, a bastion, a security group) instead of 0.0.0.0/0 or the Internet tag."
	recWide = "A range this wide is no one's office or VPN: admit only the addresses that need the port (the office or VPN " +
		"range, a bastion, a load balancer's security group). AWS Security Hub EC2.18 and EC2.19 " +
		"(docs.aws.amazon.com/securityhub/latest/userguide/ec2-controls.html) and CIS AWS 5.2 judge such a rule as open " +
		"to the internet."
	recSpill = "The prefix length is most likely a typo: the address is in a range the internet does not reach (IANA's " +
		"special-purpose address registries), and the prefix widens it into public addresses. Write the private " +
		"range itself, or the subnet that needs the port."
	recPublic = "Admit only the addresses that are yours: a /32 (IPv6 /128) per office, bastion or VPN egress, or a " +
		"security group; reach administration and database ports through a VPN, a bastion or Session Manager. " +
		"tfsec's no-public-ingress checks (aws-ec2-no-public-ingress-sgr, azure-network-no-public-ingress, " +
		"google-compute-no-public-ingress) report a public source of more than one address."
)

// judge reports an ingress rule that admits public addresses on every
// port, or on ranges that hold a sensitive port (internet-sensitive-ports):
// High from the whole internet or a range as wide as a /8, Medium through
// a private prefix written too short, Low from a narrower public range.
// tool names the rules: tf for Terraform, cfn for CloudFormation.
func (w *checkWords) judge(tool, file string, line int, code string, src sourceReach, ranges [][2]int) (engine.Diagnostic, bool) {
	every, p, ok := w.exposure(ranges)
	if src.reach == reachNone || !ok {
		return engine.Diagnostic{}, false
	}
	subject, to := p.product+" port", p.product
	if every {
		subject, to = "Every port", "every port"
	}
	var rule, msg, rec string
	sev, conf := finding.High, 0.85
	switch src.reach {
	case reachOpen:
		rule, rec = tool+"-open-ingress", recOpen
		msg = p.product + " port open to the internet"
		if every {
			msg = "Ingress open to the internet on every port"
		}
		if src.prefix.IsValid() && src.written != "0.0.0.0/0" && src.written != "::/0" {
			msg += ": " + src.meaning()
		}
	case reachWide:
		rule, rec, conf = tool+"-open-ingress", recWide, 0.8
		msg = subject + " open to " + src.share() + ": " + src.written + " is " + rangeText(prefixRange(src.prefix))
	case reachSpill:
		rule, rec, sev, conf = tool+"-ingress-prefix-spill", recSpill, finding.Medium, 0.75
		msg = subject + " open to the public " + rangesText(src.public) + ": " + src.written + " reaches past the " +
			src.home.name + " range " + src.home.prefix.String()
	default:
		rule, rec, sev, conf = tool+"-ingress-public-range", recPublic, finding.Low, 0.5
		msg = src.meaning() + " to " + to + ": is every one of them yours?"
	}
	return diag(rule, "security", file, line, code, sev, conf, strings.TrimSpace(msg), rec, "CWE-284"), true
}

// openIngress reports a CloudFormation ingress rule that admits public
// addresses on every port or on a sensitive one: from the whole internet
// with the row's message ({{what}} is what it opens), from a narrower
// source as Terraform's are judged.
func (c *cloudCheck) openIngress(row *checkRow, t target) {
	cidr, src, ranges, allProtocols := cfnIngress(t.item, row.checkProps, c.w.notPublic)
	every, p, ok := c.w.exposure(ranges)
	if cidr == nil || !ok {
		return
	}
	if src.reach == reachOpen {
		what := "the " + p.product + " port " + strconv.Itoa(p.port)
		switch {
		case every && allProtocols:
			what = "every port and protocol"
		case every:
			what = "every port"
		}
		c.report(row, t, cidr.Line, 0, hit{n: cidr}, what)
		return
	}
	code := ""
	if cidr.Line >= 1 && cidr.Line <= len(c.lines) {
		code = c.lines[cidr.Line-1]
	}
	if d, ok := c.w.judge("cfn", c.file, cidr.Line, code, src, ranges); ok {
		c.out = append(c.out, d)
	}
}
