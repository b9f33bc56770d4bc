package secrets

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

func TestSpellsOwnName(t *testing.T) {
	for _, tt := range []struct {
		line, secret string
		want         bool
	}{
		{`    public const string PrivateKeyRegeneration = "pm-12241-private-key-regeneration";`, "pm-12241-private-key-regeneration", true},
		{`API_KEY_ROTATION = "api-key-rotation"`, "api-key-rotation", true},
		{`  "signingKeyRotation": "signing-key-rotation",`, "signing-key-rotation", true},
		// a one-word name, a value that does not end with the name, a value that is not a slug
		{`Key = "pm-12241-key"`, "pm-12241-key", false},
		{`ApiKey = "prod-4f9a2c-api-key-x"`, "prod-4f9a2c-api-key-x", false},
		{`PrivateKeyRegeneration = "Zk9x3Qm2v8LpT4w7Rn1Ys6"`, "Zk9x3Qm2v8LpT4w7Rn1Ys6", false},
		// a name that copies the key's random part; a name that starts inside a word of the value
		{`Api_Key_9f8e7d6c5b4a = "prod-api-key-9f8e7d6c5b4a"`, "prod-api-key-9f8e7d6c5b4a", false},
		{`KeyRotation = "zk9xapikey-rotation"`, "zk9xapikey-rotation", false},
	} {
		if got := spellsOwnName(tt.line, tt.secret); got != tt.want {
			t.Errorf("spellsOwnName(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// The engine drops what gitleaks' generic-api-key finds in a feature flag's
// name, and keeps a key in the same place.
func TestEngineSkipsOwnName(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	flag := "public static class FeatureFlagKeys\n{\n    public const string PrivateKeyRegeneration = \"pm-12241-private-key-regeneration\";\n}\n"
	if len(sc.Scan("Constants.cs", []byte(flag))) == 0 {
		t.Skip("gitleaks no longer matches the flag; the filter is untested here")
	}
	key := "public const string PrivateKeyRegeneration = \"" + "k9Zq2Lx7Tm4W" + "8pRv3Yb6Nc1H\";\n"
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{
		{Path: "Constants.cs", Content: []byte(flag)}, {Path: "Keys.cs", Content: []byte(key)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].File != "Keys.cs" {
		t.Errorf("diagnostics %+v, want one, in Keys.cs", res.Diagnostics)
	}
}

// A vendor's token keeps its finding whatever the constant holding it is
// named: slack-bot-token matched Slack's format, not a word in the name.
func TestEngineOwnNameNotForVendorTokens(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	tok := "xoxb-123456789012-1234567890123-" + "abcdefghijklmnopqrstuvwx"
	src := "Xoxb_123456789012_1234567890123_abcdefghijklmnopqrstuvwx = \"" + tok + "\"\n"
	res, err := (&Engine{Scanner: sc}).Run(context.Background(), []*scope.File{{Path: "slack.py", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) == 0 {
		t.Errorf("a Slack token named after its own value was dropped")
	}
}
