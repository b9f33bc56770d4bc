package iac

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
)

// A check file's ingress: list says how each Terraform provider writes a
// firewall rule, so that one reader (terraform in iac.go) judges them all:
// the resource type or nested block, the attributes that say whether it
// admits inbound traffic, the attributes holding its sources and the
// values that mean the whole internet, and where its ports are written.
//
//	ingress:
//	  - resource: aws_security_group_rule  # or block: security_rule (inside: a resource type)
//	    when: {type: [ingress]}            # each attribute one of the values ("" is: not set)
//	    unless: {egress: ["true"]}         # no attribute one of its values
//	    sources: [cidr_blocks, ipv6_cidr_blocks]
//	    open: [Internet, "*"]              # a value, not an address, that is the internet (any case)
//	    every-port:                        # any of these and the rule opens every port
//	      - {protocol: ["-1", all]}
//	    from: from_port                    # the port range; or ranges: [attributes] of "22", "80-90", "*"
//	    to: to_port
//	    dynamic: true                      # with block: also dynamic "<block>" { for_each ... content { ... } }
//	    list: true                         # with block: also <block> = [{ ... }, { ... }]
//
// A source that is an address range (or an address) is read as the range
// it is, against the not-public ranges (cidr.go): any /0 is the internet,
// and a public range judged by its breadth; open: lists the provider's
// names for every address, if it has any. Values compare without case. from and to must both be numbers (a
// for_each over literal ports with from_port = each.value gives the ports
// instead); to-defaults-to-from: true reads a missing to as from. With
// each-block: allow, every-port, ranges and from are read in each such
// block of the resource (a google_compute_firewall's allow blocks). A
// block row with dynamic: true also reads the block written as Terraform's
// dynamic block, where a port written <iterator>.value (the iterator is the
// block's label unless iterator = names another) is each number of a
// literal for_each list; with list: true it also reads the block written
// as an attribute holding a list of objects (Terraform's attributes as
// blocks), one finding for the list, at its line. A block row without
// inside reads the block in every resource. A project's row may add a
// resource or block no shipped row reads.
type ingressRow struct {
	file             string
	resource, block  string
	inside           string
	when, unless     []attrValues
	sources, open    []string
	everyPort        [][]attrValues
	ranges           []string
	from, to         string
	toDefaultsToFrom bool
	eachBlock        *regexp.Regexp
	dynamic, list    bool
}

// attrValues is a condition: the attribute is one of the values.
type attrValues struct {
	name   string
	values []string
}

// ingressSpec is an ingress row as written.
type ingressSpec struct {
	Resource         string                `yaml:"resource"`
	Block            string                `yaml:"block"`
	Inside           string                `yaml:"inside"`
	When             map[string][]string   `yaml:"when"`
	Unless           map[string][]string   `yaml:"unless"`
	Sources          []string              `yaml:"sources"`
	Open             []string              `yaml:"open"`
	EveryPort        []map[string][]string `yaml:"every-port"`
	Ranges           []string              `yaml:"ranges"`
	From             string                `yaml:"from"`
	To               string                `yaml:"to"`
	ToDefaultsToFrom bool                  `yaml:"to-defaults-to-from"`
	EachBlock        string                `yaml:"each-block"`
	Dynamic          bool                  `yaml:"dynamic"`
	List             bool                  `yaml:"list"`
}

// hclName is a Terraform resource type, block or attribute name.
var hclName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// parseIngress reads a check file's ingress: rows; shipped are the rows
// the file comes after, whose resources and blocks it may not read again.
func parseIngress(name string, specs []yaml.Node, shipped []*checkRow) ([]*checkRow, error) {
	var rows []*checkRow
	for i := range specs {
		var s ingressSpec
		if err := specs[i].Load(&s, yaml.WithKnownFields()); err != nil {
			return nil, fmt.Errorf("%s: ingress %d (line %d): %w", name, i+1, specs[i].Line, err)
		}
		r, field, err := compileIngress(name, &s, slices.Concat(shipped, rows))
		if err != nil {
			return nil, fmt.Errorf("%s: ingress %d (line %d): field %s: %w", name, i+1, specs[i].Line, field, err)
		}
		rows = append(rows, &checkRow{file: name, in: "ingress", ingress: r})
	}
	return rows, nil
}

// compileIngress validates a row; on error it names the field at fault.
func compileIngress(file string, s *ingressSpec, before []*checkRow) (*ingressRow, string, error) {
	r := &ingressRow{file: file, resource: s.Resource, block: s.Block, inside: s.Inside, sources: s.Sources, open: s.Open,
		ranges: s.Ranges, from: s.From, to: s.To, toDefaultsToFrom: s.ToDefaultsToFrom, dynamic: s.Dynamic, list: s.List}
	if field, err := r.compileTarget(s, before); err != nil {
		return nil, field, err
	}
	names := map[string][]string{"sources": s.Sources, "ranges": s.Ranges, "from": {s.From}, "to": {s.To}, "each-block": {s.EachBlock}}
	for _, field := range []string{"sources", "ranges", "from", "to", "each-block"} {
		for _, n := range names[field] {
			if n != "" && !hclName.MatchString(n) {
				return nil, field, fmt.Errorf("%q is not a Terraform attribute or block name", n)
			}
		}
	}
	switch {
	case len(s.Sources) == 0:
		return nil, "sources", fmt.Errorf("missing")
	case len(s.Ranges) > 0 == (s.From != ""):
		return nil, "from", fmt.Errorf("a row reads its ports from ranges or from from and to, one of the two")
	case s.From != "" && s.To == "":
		return nil, "to", fmt.Errorf("missing (from names the range's start)")
	case s.From == "" && (s.To != "" || s.ToDefaultsToFrom):
		return nil, "from", fmt.Errorf("missing (to and to-defaults-to-from go with from)")
	}
	var field string
	var err error
	if r.when, field, err = conditions("when", s.When); err != nil {
		return nil, field, err
	}
	if r.unless, field, err = conditions("unless", s.Unless); err != nil {
		return nil, field, err
	}
	for _, alt := range s.EveryPort {
		c, field, err := conditions("every-port", alt)
		if err != nil {
			return nil, field, err
		}
		r.everyPort = append(r.everyPort, c)
	}
	if s.EachBlock != "" {
		r.eachBlock = regexp.MustCompile(`^\s*` + s.EachBlock + `\s*\{`)
	}
	return r, "", nil
}

// compileTarget checks what the row reads: a resource, or a block
// (inside a resource), that no row before reads.
func (r *ingressRow) compileTarget(s *ingressSpec, before []*checkRow) (string, error) {
	field, target := "resource", s.Resource
	switch {
	case (s.Resource == "") == (s.Block == ""):
		return "resource", fmt.Errorf("a row reads a resource or a block, one of the two")
	case s.Block != "":
		field, target = "block", s.Block
	case s.Inside != "":
		return "inside", fmt.Errorf("inside goes with block")
	case s.Dynamic:
		return "dynamic", fmt.Errorf("dynamic goes with block")
	case s.List:
		return "list", fmt.Errorf("list goes with block")
	}
	if !hclName.MatchString(target) || s.Inside != "" && !hclName.MatchString(s.Inside) {
		return field, fmt.Errorf("%q is not a Terraform name", target+s.Inside)
	}
	for _, b := range before {
		o := b.ingress
		if o == nil || o.resource != r.resource || o.block != r.block {
			continue
		}
		if o.inside == r.inside {
			return field, fmt.Errorf("%s is read by a row of %s already", target, o.file)
		}
		if o.inside == "" {
			// the earlier row reads the block in every resource: this
			// one would never be tried
			return field, fmt.Errorf("%s is read in every resource by a row of %s already", target, o.file)
		}
	}
	return "", nil
}

// conditions reads a map of attribute to values, in the attributes' order.
func conditions(field string, m map[string][]string) ([]attrValues, string, error) {
	var out []attrValues
	for name, vs := range m {
		if !hclName.MatchString(name) {
			return nil, field, fmt.Errorf("%q is not a Terraform attribute name", name)
		}
		if len(vs) == 0 {
			return nil, field, fmt.Errorf("%s: no values", name)
		}
		out = append(out, attrValues{name, vs})
	}
	slices.SortFunc(out, func(a, b attrValues) int { return strings.Compare(a.name, b.name) })
	return out, "", nil
}

// holds tells whether the attribute, as a block's text writes it, is one
// of the values; "" is an attribute that is not set.
func (c attrValues) holds(text string) bool {
	vs, ok := attr(text, c.name)
	if !ok {
		vs = []string{""}
	}
	return anyOf(vs, c.values...)
}

// ingressRows are the rows' ingress readers, in order.
func ingressRows(rows []*checkRow) []*ingressRow {
	var out []*ingressRow
	for _, r := range rows {
		if r.ingress != nil {
			out = append(out, r.ingress)
		}
	}
	return out
}

var (
	anyResourceStart = regexp.MustCompile(`^\s*resource\s+"([\w-]+)"\s+"[^"]*"\s*\{`)
	anyBlockStart    = regexp.MustCompile(`^\s*([a-z][a-z0-9_]*)\s*\{`)
	anyDynamicStart  = regexp.MustCompile(`^\s*dynamic\s+"([a-z][a-z0-9_]*)"\s*\{`)
	anyListStart     = regexp.MustCompile(`^\s*([a-z][a-z0-9_]*)\s*=\s*\[`)
)

// The forms a rule is written in: a resource or block, a dynamic block,
// an attribute holding a list of objects.
const (
	formBlock = iota
	formDynamic
	formList
)

// ingressAt is the row that reads the resource or block starting at line
// i, and the form it is written in; nil if none.
func (w *checkWords) ingressAt(lines []string, i int) (*ingressRow, int) {
	res, blk, form := "", "", formBlock
	if m := anyResourceStart.FindStringSubmatch(lines[i]); m != nil {
		res = m[1]
	} else if m := anyBlockStart.FindStringSubmatch(lines[i]); m != nil {
		blk = m[1]
	} else if m := anyDynamicStart.FindStringSubmatch(lines[i]); m != nil {
		blk, form = m[1], formDynamic
	} else if m := anyListStart.FindStringSubmatch(lines[i]); m != nil {
		blk, form = m[1], formList
	} else {
		return nil, form
	}
	for _, r := range w.ingress {
		if r.resource == res && r.block == blk && (r.inside == "" || strings.Contains(enclosing(lines, i), `"`+r.inside+`"`)) {
			if form == formDynamic && !r.dynamic || form == formList && !r.list {
				return nil, form
			}
			return r, form
		}
	}
	return nil, form
}

// ingressFinding judges the rule, if one starts at line i.
func (w *checkWords) ingressFinding(file string, lines []string, i int) (engine.Diagnostic, bool) {
	r, form := w.ingressAt(lines, i)
	switch {
	case r == nil:
		return engine.Diagnostic{}, false
	case form == formList:
		// one finding per list: its most severe rule's
		var worst engine.Diagnostic
		found := false
		for _, obj := range listObjects(lines, i) {
			src, ranges := r.read(obj, 0, "each", w.notPublic)
			if d, ok := w.judge("tf", file, i+1, lines[i], src, ranges); ok && (!found || d.Severity > worst.Severity) {
				worst, found = d, true
			}
		}
		return worst, found
	}
	iter := "each" // a resource's for_each
	if form == formDynamic {
		iter = anyDynamicStart.FindStringSubmatch(lines[i])[1]
		if v := one(block(lines, i), "iterator"); v != "" {
			iter = v
		}
	}
	src, ranges := r.read(lines, i, iter, w.notPublic)
	return w.judge("tf", file, i+1, lines[i], src, ranges)
}

// read is the source of the rule that starts at line i that admits the
// most of the internet, and the port ranges the rule admits; the source's
// breadth is reachNone for a rule that admits no inbound traffic, and the
// ranges nil where the ports are not known. A port written iter.value is
// each port of the text's literal for_each.
func (r *ingressRow) read(lines []string, i int, iter string, notPublic []namedPrefix) (sourceReach, [][2]int) {
	text := block(lines, i)
	for _, c := range r.when {
		if !c.holds(text) {
			return sourceReach{}, nil
		}
	}
	for _, c := range r.unless {
		if c.holds(text) {
			return sourceReach{}, nil
		}
	}
	var srcs []string
	for _, s := range r.sources {
		v, _ := attr(text, s)
		srcs = append(srcs, v...)
	}
	src := r.source(srcs, notPublic)
	if r.eachBlock == nil {
		return src, r.ports(text, iter)
	}
	var ranges [][2]int
	n := strings.Count(text, "\n") + 1
	for j := i; j < i+n && j < len(lines); j++ {
		if r.eachBlock.MatchString(lines[j]) {
			ranges = append(ranges, r.ports(block(lines, j), iter)...)
		}
	}
	return src, ranges
}

// source is the value of srcs that admits the most of the internet: one
// the row's open: list names (a provider's tag for every address, such
// as Azure's Internet), or the widest address range.
func (r *ingressRow) source(srcs []string, notPublic []namedPrefix) sourceReach {
	for _, v := range srcs {
		if anyOf([]string{v}, r.open...) {
			return sourceReach{reach: reachOpen, written: v}
		}
	}
	return worstSource(srcs, notPublic)
}

// ports are the ranges a rule's text (or one of its blocks) admits.
func (r *ingressRow) ports(text, iter string) [][2]int {
	for _, alt := range r.everyPort {
		if !slices.ContainsFunc(alt, func(c attrValues) bool { return !c.holds(text) }) {
			return [][2]int{{0, 65535}}
		}
	}
	if len(r.ranges) > 0 {
		var vs []string
		for _, a := range r.ranges {
			v, _ := attr(text, a)
			vs = append(vs, v...)
		}
		return portRanges(vs)
	}
	from, to := port(text, r.from), port(text, r.to)
	if to == -2 && r.toDefaultsToFrom {
		to = from
	}
	if from == -2 || to == -2 {
		if one(text, r.from) != iter+".value" {
			return nil
		}
		return forEachPortRanges(text)
	}
	return [][2]int{fromTo(from, to)}
}

// attrPatterns finds each attribute a row reads, at the start of a line,
// by name.
var attrPatterns sync.Map

func attrPattern(name string) *regexp.Regexp {
	if re, ok := attrPatterns.Load(name); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(name) + `\s*=\s*(\[[^\]]*\]|"[^"]*"|[^\s#]+)`)
	attrPatterns.Store(name, re)
	return re
}
