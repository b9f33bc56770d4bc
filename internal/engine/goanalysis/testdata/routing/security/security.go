// Package security has SQL and commands built from input, with and without
// an HTTP request as the source.
package security

import (
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
)

// Lookup builds SQL from the query string: an injection anyone can reach.
func Lookup(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.URL.Query().Get("id")
		q := fmt.Sprintf("SELECT name FROM users WHERE id = '%s'", id) // want `^security Blocker gosec/G201 SQL string formatting, with input from an HTTP request$`
		rows, err := db.Query(q)                                       // want `^security Blocker gosec/G701 SQL injection .*input from an HTTP request$`
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer rows.Close()
	}
}

// Safe uses a constant query with a placeholder.
func Safe(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rows, err := db.Query("SELECT name FROM users WHERE id = ?", r.URL.Query().Get("id"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer rows.Close()
	}
}

// ByName builds SQL from a parameter: gosec's own rating stands.
func ByName(db *sql.DB, name string) (*sql.Rows, error) {
	q := fmt.Sprintf("SELECT id FROM users WHERE name = '%s'", name) // want `^security Medium gosec/G201 SQL string formatting$`
	rows, err := db.Query(q)
	return rows, err
}

// Convert runs a program named by the request.
func Convert(w http.ResponseWriter, r *http.Request) {
	tool := r.FormValue("tool")
	out, err := exec.Command(tool, "--version").Output() // want `^security Blocker gosec/G204 .*input from an HTTP request$` `^security Blocker gosec/G702 Command injection .*input from an HTTP request$`
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_, _ = w.Write(out) // want `^security Medium gosec/G705 XSS`
}
