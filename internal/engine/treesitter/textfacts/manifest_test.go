package textfacts

import (
	"slices"
	"testing"
)

const compose = `services:
  db:
    environment:
      - POSTGRES_PASSWORD=petclinic  # local only
      # the user the app connects as
      - POSTGRES_USER=petclinic
      - "POSTGRES_DB=petclinic"
  cache:
    environment:
      REDIS_PASSWORD: 'kT9vQ2mZ7xLp'
      REDIS_USER: petclinic
`

const secret = `kind: Secret
stringData:
  username: "user"
  password: "pass"
---
kind: Secret
data:
  password: cGFzcw==
`

// An entry is read in either form, without quotes or a comment; its
// siblings are the entries of its block at its indentation, above it first.
func TestManifestEntries(t *testing.T) {
	f := facts("docker-compose.yml", compose, "k8s/db.yml", secret)
	if e, ok := f.EntryAt("docker-compose.yml", 4); !ok || e != (Entry{"POSTGRES_PASSWORD", "petclinic"}) {
		t.Errorf("entry at 4: %+v %v", e, ok)
	}
	if e, ok := f.EntryAt("docker-compose.yml", 10); !ok || e != (Entry{"REDIS_PASSWORD", "kT9vQ2mZ7xLp"}) {
		t.Errorf("entry at 10: %+v %v", e, ok)
	}
	if got, want := f.Siblings("docker-compose.yml", 6), []Entry{{"POSTGRES_PASSWORD", "petclinic"}, {"POSTGRES_DB", "petclinic"}}; !slices.Equal(got, want) {
		t.Errorf("siblings of 6: %+v, want %+v", got, want)
	}
	if got, want := f.Siblings("docker-compose.yml", 10), []Entry{{"REDIS_USER", "petclinic"}}; !slices.Equal(got, want) {
		t.Errorf("siblings of 10: %+v, want %+v", got, want)
	}
	for _, n := range []int{0, 13, 99} {
		if _, ok := f.EntryAt("docker-compose.yml", n); ok || f.Siblings("docker-compose.yml", n) != nil {
			t.Errorf("line %d is not in the file", n)
		}
	}
	var none *Facts
	if _, ok := none.EntryAt("docker-compose.yml", 4); ok {
		t.Error("nil facts know an entry")
	}
}

// A block is the key its line opens and the entries indented below it, up
// to the next line as shallow.
func TestManifestBlock(t *testing.T) {
	f := facts("k8s/db.yml", secret)
	key, got := f.Block("k8s/db.yml", 2)
	if want := []Entry{{"username", "user"}, {"password", "pass"}}; key != "stringData" || !slices.Equal(got, want) {
		t.Errorf("block at 2: %q %+v", key, got)
	}
	key, got = f.Block("k8s/db.yml", 7)
	if want := []Entry{{"password", "cGFzcw=="}}; key != "data" || !slices.Equal(got, want) {
		t.Errorf("block at 7: %q %+v", key, got)
	}
	if key, got := f.Block("k8s/other.yml", 2); key != "" || got != nil {
		t.Errorf("a file outside the review: %q %+v", key, got)
	}
}
