package secrets

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// A JWT whose exp has passed opens nothing (RFC 7519): Medium where the
// file ships, not a Blocker that halts the review; one still valid, or
// without exp, is a bearer credential and keeps its rating.
func TestExpiredToken(t *testing.T) {
	defer func(f func() time.Time) { now = f }(now)
	now = func() time.Time { return time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC) }
	enc := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	token := func(claims string) string {
		return enc(`{"alg":"HS256","typ":"JWT"}`) + "." + enc(claims) + "." + "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
	}
	expired := token(`{"sub":"1234567890","name":"Ann","iat":1516239022,"exp":1516242622}`)
	valid := token(`{"sub":"1234567890","name":"Ann","iat":1516239022,"exp":4102444800}`)
	forever := token(`{"sub":"1234567890","name":"Ann","admin":true,"iat":1516239022}`)
	files := map[string]string{
		"graphql/auth.graphql": "# Authorization: Bearer " + expired + "\nquery { me { id } }\n",
		"src/client.ts":        "const token = '" + valid + "';\n",
		"src/admin.ts":         "const token = '" + forever + "';\n",
	}
	secretsOf := map[string]string{"graphql/auth.graphql": expired, "src/client.ts": valid, "src/admin.ts": forever}
	wants := []struct {
		file string
		sev  finding.Severity
	}{
		{"graphql/auth.graphql", finding.Medium},
		{"src/admin.ts", finding.Blocker},
		{"src/client.ts", finding.Blocker},
	}
	pass := &specialist.Pass{Bus: bus.New(nil)}
	for _, w := range wants {
		pass.Files = append(pass.Files, &scope.File{Path: w.file, Content: []byte(files[w.file])})
		d := diag(secretsengine.Name, "gitleaks/jwt", w.file, 1, finding.Blocker)
		d.Code = secretsengine.Mask(strings.Split(files[w.file], "\n")[0], secretsOf[w.file])
		pass.Diagnostics = append(pass.Diagnostics, d)
	}
	got := reviewN(t, pass, len(wants))
	for i, w := range wants {
		f := got[i]
		if f.File != w.file || f.Severity != w.sev {
			t.Errorf("%s = %s (%s), want %s", f.File, f.Severity, f.Title, w.sev)
		}
		if strings.Contains(f.Title+f.Recommendation, secretsOf[w.file]) {
			t.Errorf("%s: the finding's text carries the token", f.File)
		}
	}
	if f := got[0]; !strings.Contains(f.Recommendation, "2018-01-18") {
		t.Errorf("expired token's advice %q: want the date its exp passed", f.Recommendation)
	}
}
