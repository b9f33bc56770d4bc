// Package cors is a stub of github.com/rs/cors.
package cors

type Options struct {
	AllowedOrigins   []string
	AllowOriginFunc  func(origin string) bool
	AllowCredentials bool
}

type Cors struct{}

func New(o Options) *Cors { return nil }
