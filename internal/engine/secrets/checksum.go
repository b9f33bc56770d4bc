package secrets

import (
	_ "embed"
	"fmt"
	"hash/crc32"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"
)

// Most credentials cannot be told from a sample offline: an AWS key pair,
// a Slack token or a database password written into a README looks like a
// live one, and only the provider knows. A few formats carry a checksum
// the provider computes when it issues the token, so a value typed or
// made up for a sample fails it, and one that passes was issued: GitHub's
// tokens ("Behind GitHub's new authentication token formats", 2021) and
// npm's, which end in the CRC32 of their 30 random base62 characters,
// in base62. Which formats do, and by which scheme, are the rows of
// checksummed_tokens.yml; the schemes are checksums.
//
// The chance that a made-up value passes is one in 62^6 (about 5.7e10).
// Such a token in documentation or a test is a real token someone pasted,
// and it is rated as if it shipped: a person must revoke it.

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// sumWidth is how many characters at a token's end hold its checksum.
const sumWidth = 6

// checksums are the schemes a row of checksummed_tokens.yml may name:
// each says whether a token's random part and its checksum agree.
var checksums = map[string]func(body, sum string) bool{
	"crc32-base62": func(body, sum string) bool {
		for _, c := range body + sum {
			if !strings.ContainsRune(base62, c) {
				return false
			}
		}
		return encode62(crc32.ChecksumIEEE([]byte(body)), sumWidth) == sum
	},
}

// checksummedYAML are the formats that carry a checksum
// (checksummed_tokens.yml).
//
//go:embed checksummed_tokens.yml
var checksummedYAML []byte

// tokenFormat is one row of checksummed_tokens.yml.
type tokenFormat struct {
	Provider string   `yaml:"provider"`
	Prefixes []string `yaml:"prefixes"`
	Length   int      `yaml:"length"`
	Checksum string   `yaml:"checksum"`
}

// tokenFormats is checksummed_tokens.yml's rows. The file is shipped: a
// row that does not load is a bug its test finds (TestChecksummedRows).
var tokenFormats = sync.OnceValue(func() []tokenFormat {
	out, err := parseTokenFormats(checksummedYAML)
	if err != nil {
		panic("secrets: " + err.Error())
	}
	return out
})

// parseTokenFormats reads a checksummed tokens file: a row without a
// provider or a prefix, with a length that leaves no random part, or
// naming a scheme checksums lacks is an error naming the row and the
// field.
func parseTokenFormats(data []byte) ([]tokenFormat, error) {
	const file = "checksummed_tokens.yml"
	var f struct {
		Tokens []tokenFormat `yaml:"tokens"`
	}
	if err := yaml.Load(data, &f, yaml.WithKnownFields()); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for i, r := range f.Tokens {
		switch {
		case strings.TrimSpace(r.Provider) == "":
			return nil, fmt.Errorf("%s: row %d: field provider: missing (the provider named in the finding)", file, i+1)
		case len(r.Prefixes) == 0:
			return nil, fmt.Errorf("%s: row %d (%s): field prefixes: missing", file, i+1, r.Provider)
		case checksums[r.Checksum] == nil:
			return nil, fmt.Errorf("%s: row %d (%s): field checksum: %q is not a scheme checksum.go knows (crc32-base62)", file, i+1, r.Provider, r.Checksum)
		}
		for j, p := range r.Prefixes {
			if p == "" || r.Length <= len(p)+sumWidth {
				return nil, fmt.Errorf("%s: row %d (%s): field length: %d leaves no random part after prefix %d (%q) and the %d characters of the checksum",
					file, i+1, r.Provider, r.Length, j+1, p, sumWidth)
			}
		}
	}
	return f.Tokens, nil
}

// IssuedToken reports whether secret is a token of a checksummed format
// whose checksum holds, and names the provider.
func IssuedToken(secret string) (string, bool) {
	for _, r := range tokenFormats() {
		if len(secret) != r.Length {
			continue
		}
		for _, p := range r.Prefixes {
			if strings.HasPrefix(secret, p) && checksums[r.Checksum](secret[len(p):len(secret)-sumWidth], secret[len(secret)-sumWidth:]) {
				return r.Provider, true
			}
		}
	}
	return "", false
}

// encode62 writes n in base62, padded with zeros to width.
func encode62(n uint32, width int) string {
	b := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		b[i] = base62[n%62]
		n /= 62
	}
	return string(b)
}
