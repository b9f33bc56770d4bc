package sessionoptions

import "github.com/gorilla/sessions"

func configure(store *sessions.CookieStore, secure bool) {
	store.Options = &sessions.Options{Path: "/", MaxAge: 3600}                  // want `session cookie options without HttpOnly and Secure`
	store.Options = &sessions.Options{Path: "/", HttpOnly: true, Secure: false} // want `session cookie options without Secure`
	store.Options = &sessions.Options{Path: "/", HttpOnly: true, Secure: true}
	store.Options = &sessions.Options{Path: "/", HttpOnly: true, Secure: secure}
}
