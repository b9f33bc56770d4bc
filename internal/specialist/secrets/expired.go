package secrets

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// now is the clock expiredToken reads (a test sets it).
var now = time.Now

// expiredToken rates a JSON Web Token whose exp claim has passed, or
// returns nil. RFC 7519 (4.1.4): exp is "the expiration time on or after
// which the JWT MUST NOT be accepted for processing", and JWT libraries
// check it by default, so such a token opens nothing: Medium where the
// file ships (remove it; it is live only to a server that ignores exp),
// Low elsewhere. A token without exp, or one still valid, keeps its
// rating: it is a bearer credential until it expires. The token reveals
// no signing key.
func expiredToken(d engine.Diagnostic, secret string) *toned {
	if !selfIssued[d.Rule] || secret == "" {
		return nil
	}
	parts := strings.Split(secret, ".")
	if len(parts) != 3 {
		return nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[1], "="))
	if err != nil {
		return nil
	}
	var claims struct {
		Exp *json.Number `json:"exp"`
	}
	if json.Unmarshal(raw, &claims) != nil || claims.Exp == nil {
		return nil
	}
	exp, err := claims.Exp.Float64()
	if err != nil || exp <= 0 {
		return nil
	}
	when := time.Unix(int64(exp), 0).UTC()
	if !when.Before(now()) {
		return nil
	}
	sev := finding.Low
	if specialist.Ships(d.File) {
		sev = finding.Medium
	}
	return &toned{sev, "Expired token",
		fmt.Sprintf("A JSON Web Token whose exp claim passed on %s: RFC 7519 says it must not be accepted after that, and JWT "+
			"libraries check exp by default, so it opens nothing now. Remove it (or have the test mint its own); if the "+
			"server that issued it ignores exp, it is still a live credential: rotate the key that signed it.", when.Format("2006-01-02")),
		"an expired token: " + sev.String()}
}
