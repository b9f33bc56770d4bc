package secrets

import (
	"hash/crc32"
	"strings"
	"testing"
)

// The vectors are GitHub tokens published, long expired, in
// therootcompany/base62-token.js issue #2 to document the format; they are
// assembled here so that no file holds one whole.
func TestIssuedToken(t *testing.T) {
	for _, tok := range []string{
		"ghp_" + "zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ" + "0mLq17",
		"ghp_" + "adE7dp8rHP6gUTuPwxLTZjZdtya3sV" + "0UQzQM",
	} {
		if who, ok := IssuedToken(tok); !ok || who != "GitHub" {
			t.Errorf("%s…: issued = %v %q, want true GitHub", tok[:8], ok, who)
		}
		// One character changed, in the body or the checksum, fails.
		for _, i := range []int{4, 20, 33, 34, 39} {
			b := []byte(tok)
			b[i] = map[bool]byte{true: 'a', false: 'b'}[b[i] != 'a']
			if _, ok := IssuedToken(string(b)); ok {
				t.Errorf("%s… changed at %d still passes", tok[:8], i)
			}
		}
	}
	for _, tok := range []string{
		"ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi", // made up, as a sample would be
		"ghp_" + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"AKIA" + "Z4QXR7TLM2WBVN5KZ4QXR7TLM2WBVN5KABCD", // no checksum in the format
		"ghp_" + "zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ",       // too short
	} {
		if _, ok := IssuedToken(tok); ok {
			t.Errorf("%s… passes", tok[:8])
		}
	}
}

// The formats IssuedToken checks are checksummed_tokens.yml's rows: each
// row's prefixes and length make a token it names the provider of, once
// its checksum is right; a malformed row is an error naming row and field.
func TestChecksummedRows(t *testing.T) {
	body := "zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ"
	sum := encode62(crc32.ChecksumIEEE([]byte(body)), sumWidth)
	for _, r := range tokenFormats() {
		for _, p := range r.Prefixes {
			tok := p + body[:r.Length-len(p)-sumWidth]
			tok += encode62(crc32.ChecksumIEEE([]byte(tok[len(p):])), sumWidth)
			if who, ok := IssuedToken(tok); !ok || who != r.Provider {
				t.Errorf("%s…: issued = %v %q, want true %s", p, ok, who, r.Provider)
			}
		}
	}
	if _, ok := IssuedToken("glpat-" + body + sum[:4]); ok {
		t.Error("a format no row names passes")
	}
	for _, tc := range []struct{ data, want string }{
		{"tokens:\n  - prefixes: [ghp_]\n    length: 40\n    checksum: crc32-base62\n", "checksummed_tokens.yml: row 1: field provider: missing"},
		{"tokens:\n  - provider: Acme\n    length: 40\n    checksum: crc32-base62\n", "row 1 (Acme): field prefixes: missing"},
		{"tokens:\n  - provider: Acme\n    prefixes: [ac_]\n    length: 40\n    checksum: luhn\n", `row 1 (Acme): field checksum: "luhn" is not a scheme`},
		{"tokens:\n  - provider: Acme\n    prefixes: [ac_]\n    length: 9\n    checksum: crc32-base62\n", "row 1 (Acme): field length: 9 leaves no random part"},
		{"tokens:\n  - provider: Acme\n    prefix: [ac_]\n", "checksummed_tokens.yml:"},
	} {
		if _, err := parseTokenFormats([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %q", tc.data, err, tc.want)
		}
	}
}
