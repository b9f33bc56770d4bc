// Package csrf is a stub of github.com/gorilla/csrf.
package csrf

type Option func()

func Protect(authKey []byte, opts ...Option) func() { return nil }
