// Package app uses lib.
package app

import (
	"crypto/md5"
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
	"strings"

	"example.com/driver/lib"
)

// Handle builds SQL and a command from the request.
func Handle(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	rows, err := db.Query(fmt.Sprintf("SELECT * FROM t WHERE name = '%s'", name))
	if err == nil {
		defer rows.Close()
	}
	_ = exec.Command("sh", "-c", name).Run()
	lib.Logf("%d items\n", name)
	fmt.Fprintf(w, "%x", md5.Sum([]byte(name)))
}

// Compare lowers both sides.
func Compare(a, b string) bool {
	if strings.ToLower(a) == strings.ToLower(b) {
		return true
	}
	return strings.Index(a, b) != -1
}

// Copy copies a lock.
func Copy(g lib.Guarded) int {
	h := g
	return h.N + lib.Old()
}

// Loop has a condition that is always true.
func Loop(xs []int) (n int) {
	for i := 0; i < len(xs); i++ {
		if xs[i] == xs[i] {
			n++
		}
	}
	if n == 0 {
		lib.Exit()
		fmt.Println("unreachable")
	}
	return n
}
