package javascript

import "testing"

// Names that say a value is a secret, and names that only look alike.
func TestSecretName(t *testing.T) {
	for name, want := range map[string]bool{
		"token": true, "resetToken": true, "sessionId": true, "otp": true, "userOtp": true, "authCode": true,
		"apiKey": true, "iv": true, "resetCode": true, "rememberMeKey": true, "password": true, "csrf": true,
		"authorIndex": false, "outside": false, "footprint": false, "pivot": false, "delay": false,
		"resetDelay": false, "x": false, "id": false,
	} {
		if got := secretName.MatchString(name); got != want {
			t.Errorf("secretName(%q) = %v, want %v", name, got, want)
		}
	}
}
