package specialist

import "testing"

func TestShips(t *testing.T) {
	tests := map[string]bool{
		"main.go":                      true,
		"internal/api/server.go":       true,
		"config/prod.yaml":             true,
		".env":                         true,
		"internal/api/server_test.go":  false,
		"testdata/key.pem":             false,
		"pkg/x/fixtures/creds.json":    false,
		"examples/client/main.go":      false,
		"docs/setup.md":                false,
		"README.md":                    false,
		"web/src/App.test.tsx":         false,
		"web/src/__tests__/a.js":       false,
		"tests/test_auth.py":           false,
		"app/models/user_spec.rb":      false,
		"src/latest/contest/main.go":   true, // "test" inside a word is not a test directory
		"internal/testament/record.go": true,
		// Below src/main, directories are Java package names.
		"src/main/java/com/example/OrderController.java": true,
		"src/test/java/com/example/OrderTest.java":       false,
		"examples/shop/src/main/java/com/x/A.java":       false,
	}
	for p, want := range tests {
		if got := Ships(p); got != want {
			t.Errorf("Ships(%q) = %v, want %v", p, got, want)
		}
	}
}
