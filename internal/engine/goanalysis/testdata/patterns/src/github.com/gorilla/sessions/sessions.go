// Package sessions is a stub of github.com/gorilla/sessions.
package sessions

type Options struct {
	Path     string
	MaxAge   int
	Secure   bool
	HttpOnly bool
}

type CookieStore struct{ Options *Options }

func NewCookieStore(keyPairs ...[]byte) *CookieStore { return nil }
