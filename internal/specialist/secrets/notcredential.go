package secrets

import (
	"bytes"
	"encoding/base64"
	"math"
	"regexp"
	"strings"
	"unicode"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/specialist"
)

// guessingRules match by a variable's name and a value's shape, not by a
// provider's key format: they are the ones that mistake a name or a
// published sample for a credential.
var guessingRules = map[string]bool{"gitleaks/generic-api-key": true, "gosec/G101": true}

// publishedSample names the example a standard publishes that v is
// (RFC 6455's handshake key, RFC 7617's Basic credentials), which
// implementations and their tests quote verbatim: the shipped text rows
// of shape published-sample.
func publishedSample(v string) (string, bool) {
	for _, m := range models.TextRows("published-sample") {
		if m.RowRE().MatchString(v) {
			return m.Label, true
		}
	}
	return "", false
}

// handshakeHeader is a WebSocket opening handshake header with the value
// written right after its name (Sec-WebSocket-Key: v, "sec-websocket-key",
// "v", headers["Sec-WebSocket-Key"] = "v"): a client's Sec-WebSocket-Key is
// a random 16-byte nonce, base64-encoded, and the server's
// Sec-WebSocket-Accept its SHA-1 digest (RFC 6455 4.1, 4.2.2). Neither
// authenticates anyone, whatever bytes it holds.
var handshakeHeader = regexp.MustCompile(`(?i)sec-websocket-(key|accept)["'\]]?\s*[:,=]\s*["']?([A-Za-z0-9+/]+=*)`)

const handshakeWhy = "a WebSocket handshake value (Sec-WebSocket-Key is a random nonce, Sec-WebSocket-Accept its digest), not a credential"

// handshakeNonce reports whether secret is the value written right after
// a handshake header's name on these lines, with the shape that header's
// value has.
func handshakeNonce(text, secret string) bool {
	for _, m := range handshakeHeader.FindAllStringSubmatch(text, -1) {
		if m[2] != secret {
			continue
		}
		b, err := base64.StdEncoding.DecodeString(secret)
		if err == nil && (strings.EqualFold(m[1], "key") && len(b) == 16 || strings.EqualFold(m[1], "accept") && len(b) == 20) {
			return true
		}
	}
	return false
}

var (
	literal = regexp.MustCompile(`"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|` + "`([^`\n]*)`")
	// A name, not a key: lower-case words (each maybe ending in digits)
	// joined by separators, as in "float32-slice" or "user.id".
	wordsJoined = regexp.MustCompile(`^[a-z]+[0-9]*(?:[-_.:/][a-z]+[0-9]*)+$`)
	passwordish = regexp.MustCompile(`(?i)pass|pwd|phrase`)
)

// notCredential says why a guessing rule's match on this line is not a
// credential, or "" when it may be one. It looks at the string literals on
// the flagged lines: when every one of them is a name (lower-case words
// joined by separators, of low entropy), a published RFC sample, or
// base64 of plain text, nothing on the line is a key.
func notCredential(pass *specialist.Pass, d engine.Diagnostic) string {
	if pass == nil || !guessingRules[d.Rule] && noMaterialRules[d.Rule] == nil {
		return ""
	}
	f := pass.File(d.File)
	if f == nil || f.Content == nil {
		return ""
	}
	lines := strings.Split(string(f.Content), "\n")
	start, end := d.Lines.Start, max(d.Lines.End, d.Lines.Start)
	if start < 1 || end > len(lines) {
		return ""
	}
	text := strings.Join(lines[start-1:end], "\n")
	if check := noMaterialRules[d.Rule]; check != nil {
		return check(text, secretOf(f.Content, d))
	}
	if why := allPatterns(text); why != "" {
		return why // a pattern that matches credentials names them
	}
	secret := secretOf(f.Content, d)
	if d.Rule == "gosec/G101" && !literal.MatchString(text) && strings.HasSuffix(strings.TrimSpace(text), "{") {
		return endpointFields(lines, start) // a composite literal, flagged on its first line
	}
	if namedDigest(text, secret) {
		return "a digest (hex given to a name that says it is a hash), which logs no one in, not a secret"
	}
	if passwordish.MatchString(text) {
		return namesAPassword(text) // a passphrase of plain words is still a password
	}
	if handshakeNonce(text, secret) {
		return handshakeWhy
	}
	if namedID(text, secret) {
		return "an identifier (a UUID or a name given to a name that ends in id), not a secret"
	}
	if why := identifierName(text, secret); why != "" {
		return why
	}
	if proseComment(text, secret) {
		return "words of a sentence in a comment (" + secret + " …), not a key"
	}
	if counting(secret) {
		return "a made-up sample value (it counts along, as abcdef or 123456 do), not a key"
	}
	if why := valueIsNot(secret); secret != "" && why != "" {
		// The value the rule matched, whatever else is quoted on the line
		// (a header's name beside the RFC's sample value).
		return why
	}
	var why string
	lits := literal.FindAllStringSubmatch(text, -1)
	if len(lits) == 0 {
		// No quoted literal: a header or a setting written bare, as in a
		// raw HTTP request a test quotes (Sec-WebSocket-Key: …).
		for _, f := range strings.Fields(text) {
			if s, ok := publishedSample(strings.Trim(f, `,;`)); ok {
				return s
			}
		}
	}
	for _, m := range lits {
		v := m[1] + m[2] + m[3]
		if len(v) >= 8 && strings.ContainsAny(v, " \t") {
			// A header line a test quotes ("Sec-WebSocket-Key: <sample>").
			for _, f := range strings.Fields(v) {
				f, _, _ = strings.Cut(f, `\`) // an escape (\r\n) ends the value
				if s, ok := publishedSample(strings.Trim(f, `,;`)); ok {
					why = s
				}
			}
		}
		if len(v) < 8 || strings.ContainsAny(v, " \t") {
			continue // too short for either rule to have matched it, or prose
		}
		w := valueIsNot(v)
		if w == "" && handshakeNonce(text, v) {
			w = handshakeWhy
		}
		if w == "" {
			return ""
		}
		why = w
	}
	return why
}

var (
	// camelWords is an identifier of letter words (pbLoadAuthToken): a
	// middleware's or a handler's id, never a key's random characters.
	camelWords = regexp.MustCompile(`^[a-z]+(?:[A-Z][a-z]+)+$`)
	uuidValue  = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
	// a name that ends in the word id: key id, key_id, keyId, KeyID, "id"
	idName = regexp.MustCompile(`(?:(?:^|[^A-Za-z])[Ii][Dd]|[a-z](?:Id|ID))["'\]]?[ \t]*[:=][ \t]*["']?$`)
)

// namedID reports a UUID, or an identifier of letter words, written as the
// value of a name that ends in the word id (<key id="…">, key_id = "…",
// clientId: "…", LoadAuthTokenMiddlewareId = "pbLoadAuthToken"): it says
// which key, client or handler is meant, the way a database row's id
// does, and opens nothing.
// A UUID given to a key's own name (HEROKU_API_KEY=…) stays a finding.
func namedID(text, secret string) bool {
	values := []string{secret}
	if secret == "" {
		// the matched value unknown: every literal long enough to be it
		values = nil
		for _, m := range literal.FindAllStringSubmatch(text, -1) {
			if v := m[1] + m[2] + m[3]; len(v) >= 8 {
				values = append(values, v)
			}
		}
	}
	for _, v := range values {
		i := strings.Index(text, v)
		if !uuidValue.MatchString(v) && !camelWords.MatchString(v) || i < 0 || !idName.MatchString(text[:i]) {
			return false
		}
	}
	return len(values) > 0
}

// identifierName is the label of the identifier-name row whose name the
// value is given to (webauthn_id: "…", a WebAuthn user handle): a value a
// standard says identifies the account and opens nothing; "" for none.
func identifierName(text, secret string) string {
	i := strings.Index(text, secret)
	if secret == "" || i < 0 {
		return ""
	}
	for _, m := range models.TextRows("identifier-name") {
		if m.RowRE().MatchString(text[:i]) {
			return m.Label
		}
	}
	return ""
}

// commentStart marks a line that is a comment in the languages' usual
// syntaxes: //, #, /*, a block comment's *, --, ;, <!--.
var commentStart = regexp.MustCompile(`^\s*(//|#|/\*|\*|--|;|<!--)`)

// nameLike is a value that reads as a name: words of letters and numbers
// of digits, each whole (Rijndael-256, AES_128), never letters and digits
// mixed as a key's characters are.
var nameLike = regexp.MustCompile(`^[A-Za-z]+(?:[-_.](?:[A-Za-z]+|[0-9]+))*$`)

// proseComment reports a guessing rule's match inside a sentence of a
// comment: the line is a comment, the value is not quoted and reads as a
// name (a key's random characters never do), and words follow it ("the key size. Rijndael-192, Rijndael-256 on the other hand"
// reads as key … , <value>). A commented-out setting (# api_key = <value>)
// ends at its value and stays a finding.
func proseComment(text, secret string) bool {
	if !nameLike.MatchString(secret) || strings.Contains(text, "\n") || !commentStart.MatchString(text) {
		return false
	}
	i := strings.Index(text, secret)
	if i < 0 {
		return false
	}
	if before := strings.TrimRight(text[:i], " \t"); strings.HasSuffix(before, `"`) || strings.HasSuffix(before, "'") || strings.HasSuffix(before, "`") {
		return false
	}
	words := 0
	for _, w := range strings.Fields(text[i+len(secret):]) {
		w = strings.Trim(w, ".,;:!?()")
		if len(w) > 1 && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 {
			words++
		}
	}
	return words >= 2
}

// passwordWord is a word of a key path that names a password.
var passwordWord = regexp.MustCompile(`(?i)^(?:pass|passwd|password|pwd|passphrase)$`)

// namesAPassword says why the string literals on the lines name a password
// rather than hold one — a message or setting key whose dotted path has a
// password word as one of its words ("email_tpl.pass_reset.title",
// "user.password.reset") — or "" when one of them may be a password. A
// passphrase of words ("correct-horse-battery") does not name the thing
// it is, nor is it written as a dotted path.
func namesAPassword(text string) string {
	why := ""
	for _, m := range literal.FindAllStringSubmatch(text, -1) {
		v := m[1] + m[2] + m[3]
		if len(v) < 8 {
			continue
		}
		// no entropy bound: a long path of words has the entropy of a key
		// ("email_tpl.pass_reset.body" 3.8 bits), and its shape, its dots
		// and its password word say enough
		if !strings.Contains(v, ".") || !wordsJoined.MatchString(v) {
			return ""
		}
		named := false
		for _, w := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("-_.:/", r) }) {
			if passwordWord.MatchString(strings.TrimRight(w, "0123456789")) {
				named = true
			}
		}
		if !named {
			return ""
		}
		why = "a key that names a password (" + v + "), not one"
	}
	return why
}

// regexSyntax are marks only a regular expression carries: a group that
// does not capture or sets flags, a character class, an escape class.
var regexSyntax = []string{"(?:", "(?i", "(?-i", "[A-Za-z", "[a-z", "[A-Z", "[0-9", "[^", `\b`, `\s`, `\d`, `\w`, "]*", "]+", "]{"}

// allPatterns says why the string literals on the lines are regular
// expressions — a detector's pattern for "password|secret|token" is not a
// credential — or "" when one of them is not.
func allPatterns(text string) string {
	n := 0
	for _, m := range literal.FindAllStringSubmatch(text, -1) {
		v := m[1] + m[2] + m[3]
		if len(v) < 8 {
			continue
		}
		marks := 0
		for _, s := range regexSyntax {
			if strings.Contains(v, s) {
				marks++
			}
		}
		if marks < 2 {
			return ""
		}
		n++
	}
	if n == 0 {
		return ""
	}
	return "a regular expression, not a key"
}

func valueIsNot(v string) string {
	if s, ok := publishedSample(v); ok {
		return s
	}
	if wordsJoined.MatchString(v) && entropy(v) < 3.6 {
		return "a name made of words (" + v + "), not a key"
	}
	if b, err := base64.StdEncoding.DecodeString(v); err == nil && plainText(string(b)) {
		return "base64 of plain text, not of random bytes"
	}
	return ""
}

// plainText reports whether s reads as words: printable, with a space,
// and letters for the most part — random key bytes are none of these.
func plainText(s string) bool {
	if !strings.Contains(s, " ") || len(s) < 6 {
		return false
	}
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == ' ' || r == ':' || r == '.' || r == ',' || r == '\'' || r == '-' || unicode.IsDigit(r):
		default:
			return false
		}
	}
	return letters*4 >= len(s)*3
}

// counting reports whether s holds six characters that count along the
// alphabet or the digits (abcdef, 123456, AbCdEf): what people type for a
// sample. A random base62 value of 40 characters holds such a run about
// once in 10^7.
func counting(s string) bool {
	run := 1
	for i := 1; i < len(s); i++ {
		a, b := unicode.ToLower(rune(s[i-1])), unicode.ToLower(rune(s[i]))
		alnum := (a >= 'a' && a <= 'z' || a >= '0' && a <= '9') && (b >= 'a' && b <= 'z' || b >= '0' && b <= '9')
		if alnum && b == a+1 {
			run++
			if run >= 6 {
				return true
			}
		} else {
			run = 1
		}
	}
	return false
}

// entropy is the Shannon entropy of s in bits per character.
func entropy(s string) float64 {
	counts := map[rune]int{}
	n := 0
	for _, r := range s {
		counts[r]++
		n++
	}
	var h float64
	for _, c := range counts {
		p := float64(c) / float64(n)
		h -= p * math.Log2(p)
	}
	return h
}

// noMaterialRules say why a format rule's match holds no credential at
// all, or "": the format itself rules the text out.
var noMaterialRules = map[string]func(text, secret string) string{
	"gitleaks/basic-auth-header": notBasicCredentials,
	"gitleaks/private-key":       pemFrameOnly,
	"gitleaks/curl-auth-header":  elided,
}

// notBasicCredentials: Basic credentials are base64 of user-id ":"
// password (RFC 7617, section 2); a value that does not decode to that is
// a malformed header a test sends, not a login; a published sample is
// no one's login either.
func notBasicCredentials(_, secret string) string {
	if secret == "" {
		return ""
	}
	if why, ok := publishedSample(secret); ok {
		return why
	}
	raw, err := base64.StdEncoding.DecodeString(secret)
	if err != nil {
		raw, err = base64.RawStdEncoding.DecodeString(secret)
	}
	if err == nil && bytes.Contains(raw, []byte(":")) {
		return ""
	}
	return "not base64 of user:password (RFC 7617), so no Basic credentials"
}

var (
	pemBegin = regexp.MustCompile(`-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----`)
	// interpolation is a template's substitution: ${…} (JavaScript,
	// Kotlin, shell), {{…}} (Go, Jinja), #{…} (Ruby), {…} of an f-string.
	interpolation = regexp.MustCompile(`\$\{[^}]*\}|\{\{[^}]*\}\}|#\{[^}]*\}|\{[A-Za-z_][\w.()]*\}`)
)

// pemFrameOnly: the armour of a PEM private key around a template
// substitution, with no base64 of its own (`-----BEGIN PRIVATE
// KEY-----\n${encodeBase64(der)}\n-----END…`), frames a key made at run
// time; the text holds none.
func pemFrameOnly(text, _ string) string {
	loc := pemBegin.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	if why := noBase64Body(text[loc[1]:]); why != "" {
		return why
	}
	body, _, ok := strings.Cut(text[loc[1]:], "-----END")
	if !ok || !interpolation.MatchString(body) {
		return ""
	}
	rest := interpolation.ReplaceAllString(body, "")
	rest = strings.NewReplacer(`\n`, "", `\r`, "").Replace(rest)
	if len(strings.Join(strings.Fields(rest), "")) > 0 {
		return ""
	}
	return "a PEM frame around a key filled in at run time (" + strings.TrimSpace(body) + "), not a key"
}

// base64Run is a stretch of base64 as long as a PEM body's shortest lines.
var base64Run = regexp.MustCompile(`[A-Za-z0-9+/]{40,}`)

// noBase64Body: a PEM key's body is base64 (RFC 7468, section 2) up to
// the next marker; when what follows a BEGIN line up to the next "-----"
// holds no stretch of it, the match ran from a BEGIN line a comment or a
// string names (a generator that writes "-----BEGIN FAKE RSA PRIVATE
// KEY-----" before its run-time base64) across prose or code.
func noBase64Body(after string) string {
	body, _, ok := strings.Cut(after, "-----")
	if !ok || base64Run.MatchString(body) {
		return ""
	}
	return "no base64 between the BEGIN line and the next PEM marker: text that names the format, not a key"
}
