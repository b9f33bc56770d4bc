package signingkey

import (
	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/csrf"
	"github.com/gorilla/sessions"
)

func sign(t *jwt.Token, key string) {
	t.SignedString([]byte("my-super-secret-key")) // want `the JWT signing key is a literal`
	t.SignedString([]byte(key))
}

func stores(key string) {
	csrf.Protect([]byte("32-byte-long-auth-key-0123456789")) // want `the CSRF authentication key is a literal`
	sessions.NewCookieStore([]byte("something-very-secret")) // want `the session store's keys are literals`
	sessions.NewCookieStore([]byte(key))
}
