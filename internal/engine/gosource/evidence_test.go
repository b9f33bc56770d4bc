package gosource

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/scope"
)

// The code a finding quotes as a value's origin is cut after its
// credentials are masked: cut first, an AWS access key id is too short
// for the scanner's rule and its head is written.
func TestEvidenceMaskedBeforeTheCut(t *testing.T) {
	id := "AKIA" + "Q3EGRK7TZL2XMW5N"
	src := `package keys

import "database/sql"

func Lookup(db *sql.DB, id string) {
	key := lookupSigningKeyWithFallback("eu-west-1", "` + id + `")
	db.Query("SELECT owner FROM keys WHERE k = '" + key + "'")
}
`
	got := Analyze([]*scope.File{{Path: "keys/k.go", Content: []byte(src)}}, nil)
	o, ok := got.Origin("keys/k.go", SQL, 7)
	if !ok || !strings.HasPrefix(o.Evidence, "lookupSigningKeyWithFallback(") {
		t.Fatalf("origin %+v %v", o, ok)
	}
	if e := redact.Text(o.Evidence); strings.Contains(e, id[:10]) {
		t.Errorf("evidence as written: %q", e)
	}
}
