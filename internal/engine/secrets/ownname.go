package secrets

import (
	"regexp"
	"strings"
	"unicode"
)

// slugRE is a value written as words: lower-case letters and digits
// joined by - _ . (pm-12241-private-key-regeneration).
var slugRE = regexp.MustCompile(`^[a-z0-9]+(?:[-_.][a-z0-9]+)+$`)

// spellsOwnName reports whether a match is a constant whose value spells
// the name it is assigned to, in lower case and with separators, after at
// most a prefix: PrivateKeyRegeneration = "pm-12241-private-key-regeneration"
// is a feature flag's or an event's identifier, which gitleaks'
// generic-api-key takes for a key because the name says "Key". A name of one
// word (Key = "key-1") is not excused, nor a name with digits in a word
// (Api_Key_9f8e7d6c = "prod-api-key-9f8e7d6c": the name copies the key's
// random part), nor one whose words do not start at a separator of the value.
// Only generic-api-key's matches are weighed: a vendor's rule (slack-bot-token)
// matched the vendor's token format, which no name explains.
func spellsOwnName(line, secret string) bool {
	if !slugRE.MatchString(secret) {
		return false
	}
	i := strings.Index(line, secret)
	if i < 0 {
		return false
	}
	m := assignedNameRE.FindStringSubmatch(line[:i])
	if m == nil {
		return false
	}
	name := m[1]
	if words(name) < 2 || strings.ContainsAny(name, "0123456789") {
		return false
	}
	flat := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '-' || r == '_' || r == '.' {
				return -1
			}
			return unicode.ToLower(r)
		}, s)
	}
	// The name's first letter is the start of one of the value's words.
	fn := flat(name)
	for j := 0; j < len(secret); j++ {
		if (j == 0 || strings.ContainsRune("-_.", rune(secret[j-1]))) && flat(secret[j:]) == fn {
			return true
		}
	}
	return false
}

// assignedNameRE is the identifier an assignment or a key gives the value
// that follows: Name = ", name: ', "name": ", Name => '.
var assignedNameRE = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)["']?\s*(?::=|=>|=|:)\s*[@$]?["'\x60]$`)

// words counts the words of an identifier written in camelCase,
// PascalCase, snake_case or SCREAMING_CASE.
func words(name string) int {
	n := 0
	prevLower := false
	for i, r := range name {
		switch {
		case r == '_':
			prevLower = false
			continue
		case unicode.IsUpper(r) && prevLower, i == 0, i > 0 && name[i-1] == '_':
			n++
		}
		prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
	}
	return n
}
