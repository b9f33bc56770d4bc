package signingkey

import (
	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/csrf"
	"github.com/gorilla/sessions"
)

func sign(t *jwt.Token, key string) {
	t.SignedString([]byte("my-super-secret-key")) // want `the key given to t.SignedString is a literal`
	t.SignedString([]byte(key))
}

func stores(key string) {
	csrf.Protect([]byte("32-byte-long-auth-key-0123456789")) // want `the key given to csrf.Protect is a literal`
	sessions.NewCookieStore([]byte("something-very-secret")) // want `the key given to sessions.NewCookieStore is a literal`
	sessions.NewCookieStore([]byte(key))
}
