package iac

import (
	"strings"
	"testing"
)

func TestClassifySource(t *testing.T) {
	np := builtinWords.notPublic
	for _, tc := range []struct {
		source  string
		want    breadth
		meaning string
	}{
		{"0.0.0.0/0", reachOpen, "0.0.0.0/0 is every IPv4 address"},
		{"127.0.0.0/0", reachOpen, "127.0.0.0/0 is every IPv4 address"},
		{"10.1.2.3/0", reachOpen, "10.1.2.3/0 is every IPv4 address"},
		{"::/0", reachOpen, "::/0 is every IPv6 address"},
		{"2001:db8::/0", reachOpen, "2001:db8::/0 is every IPv6 address"},
		{"0.0.0.0/1", reachWide, "0.0.0.0/1 is 0.0.0.0-127.255.255.255, 1/2 of all IPv4 addresses"},
		{"128.0.0.0/1", reachWide, "128.0.0.0/1 is 128.0.0.0-255.255.255.255, 1/2 of all IPv4 addresses"},
		{"127.0.0.0/2", reachWide, "127.0.0.0/2 is 64.0.0.0-127.255.255.255, 1/4 of all IPv4 addresses"},
		{"52.0.0.0/8", reachWide, "52.0.0.0/8 is 52.0.0.0-52.255.255.255, 1/256 of all IPv4 addresses"},
		{"2000::/3", reachWide, "2000::/3 is 2000::-3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff, 1/8 of all IPv6 addresses"},
		{"10.0.0.0/7", reachSpill, "10.0.0.0/7 reaches past the Private-Use range 10.0.0.0/8 into the public 11.0.0.0-11.255.255.255"},
		{"172.16.0.0/11", reachSpill, "172.16.0.0/11 reaches past the Private-Use range 172.16.0.0/12 into the public 172.0.0.0-172.15.255.255"},
		{"192.168.0.0/15", reachSpill, "192.168.0.0/15 reaches past the Private-Use range 192.168.0.0/16 into the public 192.169.0.0-192.169.255.255"},
		{"169.254.0.0/15", reachSpill, "169.254.0.0/15 reaches past the Link Local range 169.254.0.0/16 into the public 169.255.0.0-169.255.255.255"},
		{"192.168.0.0/12", reachSpill, ""},
		{"fd00::/6", reachSpill, ""},
		{"52.1.2.0/24", reachPublic, "52.1.2.0/24 admits 256 public addresses (52.1.2.0-52.1.2.255)"},
		{"100.0.0.0/9", reachPublic, "100.0.0.0/9 admits 4,194,304 public addresses (100.0.0.0-100.63.255.255)"},
		{"2600:1f18::/32", reachPublic, ""},
		{"10.0.0.0/8", reachNone, ""},
		{"10.20.0.0/16", reachNone, ""},
		{"172.16.0.0/12", reachNone, ""},
		{"192.168.1.0/24", reachNone, ""},
		{"100.64.0.0/10", reachNone, ""},
		{"203.0.113.0/24", reachNone, ""},
		{"fd12:3456::/48", reachNone, ""},
		{"fe80::/10", reachNone, ""},
		{"::1/128", reachNone, ""},
		{"203.0.113.7/32", reachNone, ""},
		{"52.1.2.3/32", reachNone, ""}, // one address: an allow-list entry
		{"52.1.2.3", reachNone, ""},
		{"2600:1f18::1/128", reachNone, ""},
		{"Internet", reachNone, ""},
		{"var.office", reachNone, ""},
		{"sg-123", reachNone, ""},
	} {
		s := classify(tc.source, np)
		if s.reach != tc.want {
			t.Errorf("%s: breadth %d, want %d", tc.source, s.reach, tc.want)
			continue
		}
		if tc.meaning != "" && s.meaning() != tc.meaning {
			t.Errorf("%s: meaning\n %q, want\n %q", tc.source, s.meaning(), tc.meaning)
		}
	}
}

func TestNotPublicFile(t *testing.T) {
	for _, tc := range []struct{ data, err string }{
		{"not-public:\n  - {prefix: 10.1.0.0/8, name: x}\n", "bits set past its prefix"},
		{"not-public:\n  - {prefix: 0.0.0.0/0, name: x}\n", "every address"},
		{"not-public:\n  - {prefix: office, name: x}\n", "field prefix"},
		{"not-public:\n  - {prefix: 52.1.2.0/24}\n", "field name: missing"},
		{"not-public:\n  - {prefix: 52.1.2.0/24, name: office, port: 22}\n", "port"},
	} {
		_, err := parseChecks("rules/np.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: error %v, want %q", tc.data, err, tc.err)
		}
	}
	rows, err := parseChecks("rules/np.yml", []byte("not-public:\n  - {prefix: 52.1.0.0/16, name: corporate network}\n"), builtinRows)
	if err != nil {
		t.Fatal(err)
	}
	w := newCheckWords(append(append([]*checkRow{}, builtinRows...), rows...))
	if s := classify("52.1.2.0/24", w.notPublic); s.reach != reachNone {
		t.Errorf("a corporate range: breadth %d", s.reach)
	}
	if s := classify("52.0.0.0/15", w.notPublic); s.reach != reachPublic || s.count.Int64() != 1<<17-1<<16 {
		t.Errorf("around a corporate range: %+v", s)
	}
}
