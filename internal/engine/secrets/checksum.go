package secrets

import (
	"hash/crc32"
	"strings"
)

// Most credentials cannot be told from a sample offline: an AWS key pair,
// a Slack token or a database password written into a README looks like a
// live one, and only the provider knows. A few formats carry a checksum
// the provider computes when it issues the token, so a value typed or
// made up for a sample fails it, and one that passes was issued:
//
//   - GitHub's tokens (ghp_, gho_, ghu_, ghs_, ghr_; "Behind GitHub's new
//     authentication token formats", 2021): 30 random base62 characters
//     and, in the last 6, the CRC32 of those 30 in base62 (0-9A-Za-z).
//   - npm's tokens (npm_; "Announcing npm's new access token format",
//     2021) use the same scheme.
//
// The chance that a made-up value passes is one in 62^6 (about 5.7e10).
// Such a token in documentation or a test is a real token someone pasted,
// and it is rated as if it shipped: a person must revoke it.

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// checksumPrefixes are the formats that carry GitHub's checksum.
var checksumPrefixes = []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "npm_"}

// IssuedToken reports whether secret is a token of a checksummed format
// whose checksum holds, and names the provider.
func IssuedToken(secret string) (string, bool) {
	if len(secret) != 40 {
		return "", false
	}
	prefix := secret[:4]
	known := false
	for _, p := range checksumPrefixes {
		known = known || prefix == p
	}
	if !known {
		return "", false
	}
	body, sum := secret[4:34], secret[34:]
	for _, c := range secret[4:] {
		if !strings.ContainsRune(base62, c) {
			return "", false
		}
	}
	if encode62(crc32.ChecksumIEEE([]byte(body)), 6) != sum {
		return "", false
	}
	if prefix == "npm_" {
		return "npm", true
	}
	return "GitHub", true
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
