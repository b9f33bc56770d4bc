package iac

import (
	"fmt"
	"math/big"
	"net/netip"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"
)

// A firewall rule's source is an address range, not a string: 127.0.0.0/0
// is every IPv4 address (the bits past the prefix do not count), and
// 172.16.0.0/11 is 172.0.0.0-172.31.255.255, half of it public. The
// ingress checks read every source that parses as a prefix (or a bare
// address) by what it holds, against the ranges a check file's
// not-public: list says are not reachable from the internet (the IANA
// special-purpose registries' entries whose Globally Reachable is False).

// breadth is how much of the internet a source admits, the worst last.
type breadth int

const (
	reachNone   breadth = iota // no public address, one address, or not an address
	reachPublic                // some public addresses: is every one of them the project's?
	reachSpill                 // a non-public range whose prefix takes in public addresses: a typo
	reachWide                  // a public /8 or wider (IPv6 /16): as good as open
	reachOpen                  // a /0: every address of its family
)

// A wide range is as good as open: an IPv4 /8 is 16 million addresses, a
// whole regional registry's block; an IPv6 /16 is more than any registry
// allocates.
const (
	wideBitsIPv4 = 8
	wideBitsIPv6 = 16
)

// namedPrefix is a not-public range and the registry's name for it; a
// service range is public, but its addresses are a provider's own proxies
// or probes, not the internet's clients (Google Cloud's IAP TCP
// forwarding): a source inside it is not reported, and it is never the
// private range a prefix was meant to be.
type namedPrefix struct {
	prefix  netip.Prefix
	name    string
	service bool
}

// sourceReach is what one source value admits.
type sourceReach struct {
	reach   breadth
	written string       // the value as written
	prefix  netip.Prefix // masked
	public  [][2]netip.Addr
	count   *big.Int    // public addresses
	home    namedPrefix // for a spill, the not-public range the written address is in
}

// parseSource reads a source value as a prefix (a bare address is one
// address); ok is false for a service tag, a reference or anything else.
func parseSource(v string) (netip.Prefix, bool) {
	v = strings.TrimSpace(v)
	if p, err := netip.ParsePrefix(v); err == nil {
		return p, true
	}
	if a, err := netip.ParseAddr(v); err == nil && a.Zone() == "" {
		return netip.PrefixFrom(a, a.BitLen()), true
	}
	return netip.Prefix{}, false
}

// classify says what a source value admits, given the not-public ranges.
func classify(v string, notPublic []namedPrefix) sourceReach {
	written, ok := parseSource(v)
	if !ok {
		return sourceReach{written: v}
	}
	p := written.Masked()
	s := sourceReach{written: v, prefix: p}
	if p.Bits() == 0 {
		s.reach = reachOpen
		return s
	}
	if p.IsSingleIP() {
		return s // an allow-list entry
	}
	s.public = publicRanges(p, notPublic)
	s.count = new(big.Int)
	for _, r := range s.public {
		s.count.Add(s.count, rangeSize(r))
	}
	if s.count.Sign() == 0 {
		return s
	}
	wide := wideBitsIPv4
	if p.Addr().Is6() {
		wide = wideBitsIPv6
	}
	home, private := within(written.Addr(), notPublic)
	half := new(big.Int).Rsh(rangeSize(prefixRange(p)), 1)
	switch {
	case private && (p.Bits() > wide || s.count.Cmp(half) <= 0):
		s.reach, s.home = reachSpill, home
	case p.Bits() <= wide:
		s.reach = reachWide
	default:
		s.reach = reachPublic
	}
	return s
}

// within is the widest not-public range that holds a.
func within(a netip.Addr, notPublic []namedPrefix) (namedPrefix, bool) {
	var best namedPrefix
	found := false
	for _, n := range notPublic {
		if !n.service && n.prefix.Contains(a) && (!found || n.prefix.Bits() < best.prefix.Bits()) {
			best, found = n, true
		}
	}
	return best, found
}

// publicRanges are the parts of p outside every not-public range, in
// order.
func publicRanges(p netip.Prefix, notPublic []namedPrefix) [][2]netip.Addr {
	var inside []netip.Prefix
	for _, n := range notPublic {
		q := n.prefix
		switch {
		case q.Addr().BitLen() != p.Addr().BitLen():
		case q.Bits() <= p.Bits() && q.Contains(p.Addr()):
			return nil // p is all in q
		case p.Bits() <= q.Bits() && p.Contains(q.Addr()):
			inside = append(inside, q)
		}
	}
	slices.SortFunc(inside, func(a, b netip.Prefix) int { return a.Addr().Compare(b.Addr()) })
	r := prefixRange(p)
	var out [][2]netip.Addr
	cursor, done := r[0], false
	for _, q := range inside {
		qr := prefixRange(q)
		if done || qr[1].Less(cursor) {
			continue // nested in one already cut out
		}
		if cursor.Less(qr[0]) {
			out = append(out, [2]netip.Addr{cursor, qr[0].Prev()})
		}
		if qr[1] == r[1] {
			done = true
			continue
		}
		cursor = qr[1].Next()
	}
	if !done {
		out = append(out, [2]netip.Addr{cursor, r[1]})
	}
	return out
}

// prefixRange is a masked prefix's first and last address.
func prefixRange(p netip.Prefix) [2]netip.Addr {
	b := p.Addr().AsSlice()
	for i := range b {
		host := p.Bits() - 8*i // bits of this byte in the prefix
		switch {
		case host <= 0:
			b[i] = 0xff
		case host < 8:
			b[i] |= 0xff >> host
		}
	}
	last, _ := netip.AddrFromSlice(b)
	return [2]netip.Addr{p.Addr(), last}
}

// rangeSize is the number of addresses from r[0] to r[1].
func rangeSize(r [2]netip.Addr) *big.Int {
	lo := new(big.Int).SetBytes(r[0].AsSlice())
	hi := new(big.Int).SetBytes(r[1].AsSlice())
	return hi.Sub(hi, lo).Add(hi, big.NewInt(1))
}

// rangeText writes a range as first-last.
func rangeText(r [2]netip.Addr) string {
	if r[0] == r[1] {
		return r[0].String()
	}
	return r[0].String() + "-" + r[1].String()
}

// rangesText writes at most three ranges and how many more.
func rangesText(rs [][2]netip.Addr) string {
	var parts []string
	for i, r := range rs {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("and %d more ranges", len(rs)-3))
			break
		}
		parts = append(parts, rangeText(r))
	}
	return strings.Join(parts, ", ")
}

// family is "IPv4" or "IPv6".
func family(p netip.Prefix) string {
	if p.Addr().Is4() {
		return "IPv4"
	}
	return "IPv6"
}

// count writes a number of addresses: in digits up to a /64's worth, as
// a power of two beyond.
func countText(n *big.Int) string {
	if n.BitLen() > 64 {
		return fmt.Sprintf("about 2^%d", n.BitLen()-1)
	}
	s := n.String()
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// meaning says what a source holds, for a finding's message:
// "127.0.0.0/0 is every IPv4 address", "127.0.0.0/2 is
// 64.0.0.0-127.255.255.255, 1/4 of all IPv4 addresses", "172.16.0.0/11
// reaches past the Private-Use (RFC 1918) range 172.16.0.0/12 into the
// public 172.0.0.0-172.15.255.255".
func (s sourceReach) meaning() string {
	fam := family(s.prefix)
	switch s.reach {
	case reachOpen:
		return s.written + " is every " + fam + " address"
	case reachWide:
		return fmt.Sprintf("%s is %s, %s", s.written, rangeText(prefixRange(s.prefix)), s.share())
	case reachSpill:
		return fmt.Sprintf("%s reaches past the %s range %s into the public %s", s.written,
			s.home.name, s.home.prefix, rangesText(s.public))
	}
	return fmt.Sprintf("%s admits %s public addresses (%s)", s.written, countText(s.count), rangesText(s.public))
}

// share is how much of its family's addresses a prefix is: "1/4 of all
// IPv4 addresses".
func (s sourceReach) share() string {
	return fmt.Sprintf("1/%s of all %s addresses", countText(new(big.Int).Lsh(big.NewInt(1), uint(s.prefix.Bits()))), family(s.prefix))
}

// worstSource is the source that admits the most of the internet.
func worstSource(vs []string, notPublic []namedPrefix) sourceReach {
	var worst sourceReach
	for _, v := range vs {
		if s := classify(v, notPublic); s.reach > worst.reach {
			worst = s
		}
	}
	return worst
}

// notPublicSpec is a not-public row as written.
type notPublicSpec struct {
	Prefix  string `yaml:"prefix"`
	Name    string `yaml:"name"`
	Service bool   `yaml:"service"`
}

// parseNotPublic reads a check file's not-public: list: each a prefix,
// written with its host bits zero, the name a finding calls it by, and
// service: true for a provider's service range.
func parseNotPublic(file string, specs []yaml.Node) ([]*checkRow, error) {
	var rows []*checkRow
	for i := range specs {
		var s notPublicSpec
		fail := func(field string, err error) error {
			return fmt.Errorf("%s: not-public %d (line %d): field %s: %w", file, i+1, specs[i].Line, field, err)
		}
		if err := specs[i].Load(&s, yaml.WithKnownFields()); err != nil {
			return nil, fmt.Errorf("%s: not-public %d (line %d): %w", file, i+1, specs[i].Line, err)
		}
		p, err := netip.ParsePrefix(s.Prefix)
		switch {
		case err != nil:
			return nil, fail("prefix", err)
		case p != p.Masked():
			return nil, fail("prefix", fmt.Errorf("%s has bits set past its prefix: %s is the range it names", s.Prefix, p.Masked()))
		case p.Bits() == 0:
			return nil, fail("prefix", fmt.Errorf("%s is every address: nothing would be public", s.Prefix))
		case strings.TrimSpace(s.Name) == "":
			return nil, fail("name", fmt.Errorf("missing"))
		}
		rows = append(rows, &checkRow{file: file, in: "not-public", notPublic: namedPrefix{p, s.Name, s.Service}})
	}
	return rows, nil
}

// notPublicRanges are the rows' not-public ranges, in order.
func notPublicRanges(rows []*checkRow) []namedPrefix {
	var out []namedPrefix
	for _, r := range rows {
		if r.in == "not-public" {
			out = append(out, r.notPublic)
		}
	}
	return out
}
