package gosource

import (
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Language is the models' name for Go.
const Language = "go"

// rows are the Go model rows, indexed for the questions the engine asks.
type rows struct {
	// requests are the types whose values carry a client's request, by
	// import path without a major version suffix and name
	// (net/http.Request).
	requests []string
	sources  []*models.Model
	sinks    []*models.Model
	writes   []*models.Model
	lossless []*models.Model
	// memory are the classes of the lossless type rows (bytes.Buffer),
	// and memoryCalls the summary rows of calls that return one
	// (bytes.NewBuffer).
	memory      []string
	memoryCalls []*models.Model
	// builders are the summary rows of calls that build text from their
	// arguments (fmt.Sprintf).
	builders []*models.Model
}

func newRows(ms []*models.Model) *rows {
	r := &rows{}
	var returning []*models.Model
	for _, m := range ms {
		switch m.Kind {
		case models.KindType:
			if m.Source == "remote" {
				r.requests = append(r.requests, m.Classes...)
			}
			if m.Lossless && m.ReceiverNames != nil {
				r.lossless = append(r.lossless, m)
			}
			if m.Lossless {
				r.memory = append(r.memory, m.Classes...)
			}
		case models.KindSource:
			if _, follows := originOf[m.Source]; follows { // own-path is the type checker's
				r.sources = append(r.sources, m)
			}
		case models.KindSink:
			r.sinks = append(r.sinks, m)
		case models.KindWrite:
			r.writes = append(r.writes, m)
		case models.KindSummary:
			if slices.Contains(m.Flows, models.Flow{From: "args", To: "return"}) {
				r.builders = append(r.builders, m)
			}
			if m.Returns != "" {
				returning = append(returning, m)
			}
		}
	}
	for _, m := range returning {
		if slices.Contains(r.memory, m.Returns) {
			r.memoryCalls = append(r.memoryCalls, m)
		}
	}
	return r
}

// isRequest reports whether the type pkgPath.name carries a request.
func (r *rows) isRequest(pkgPath, name string) bool {
	return slices.Contains(r.requests, pkgPath+"."+name)
}

// source returns the origin of pkgPath.name: a call when call is set, a
// variable read otherwise; FromConstant when no row names it.
func (r *rows) source(pkgPath, name string, call bool) Origin {
	pkgPath = withoutMajor(pkgPath)
	for _, m := range r.sources {
		if m.Type == pkgPath && m.Property != call && m.MatchMethod(name) {
			return originOf[m.Source]
		}
	}
	return FromConstant
}

// originOf maps a model's source kind to an origin.
var originOf = map[string]Origin{"remote": FromHTTP, "environment": FromEnv, "console": FromCLI}

// sink returns the row of kind whose method is name on a receiver whose
// package is pkgPath ("" when the receiver is not a package), or nil.
func (r *rows) sink(kind, pkgPath, name string) *models.Model {
	pkgPath = withoutMajor(pkgPath)
	for _, m := range r.sinks {
		if slices.Contains(m.Sinks, kind) && (m.Type == "" || m.Type == pkgPath) && m.MatchMethod(name) {
			return m
		}
	}
	return nil
}

// builds reports whether name, a function of the package imported from
// pkgPath, builds its result from its arguments.
func (r *rows) builds(pkgPath, name string) bool {
	pkgPath = withoutMajor(pkgPath)
	return slices.ContainsFunc(r.builders, func(m *models.Model) bool { return m.Type == pkgPath && m.MatchMethod(name) })
}

// write reports whether a call of name, on the package imported from
// pkgPath or ("") on a value, is a write (opens false) or opens something
// for writing (opens true).
func (r *rows) write(pkgPath, name string, opens bool) bool {
	pkgPath = withoutMajor(pkgPath)
	return slices.ContainsFunc(r.writes, func(m *models.Model) bool {
		return m.Opens == opens && !m.Closes && (m.Type == "" || m.Type == pkgPath) && m.MatchMethod(name)
	})
}

// closes reports whether a call of name on a value closes what an opens
// row's call returned (Close).
func (r *rows) closes(name string) bool {
	return slices.ContainsFunc(r.writes, func(m *models.Model) bool { return m.Closes && m.MatchMethod(name) })
}

// inMemory reports whether typ (bytes.Buffer, by import path and name) is
// a lossless type row's class: writing to it cannot fail.
func (r *rows) inMemory(typ string) bool { return typ != "" && slices.Contains(r.memory, typ) }

// returnsMemory reports whether name, a function of the package imported
// from pkgPath, returns a value of a lossless class (bytes.NewBuffer).
func (r *rows) returnsMemory(pkgPath, name string) bool {
	pkgPath = withoutMajor(pkgPath)
	return slices.ContainsFunc(r.memoryCalls, func(m *models.Model) bool { return m.Type == pkgPath && m.MatchMethod(name) })
}

// losesNothing reports whether a write to recv, as written, cannot lose
// the program's data.
func (r *rows) losesNothing(recv string) bool {
	return slices.ContainsFunc(r.lossless, func(m *models.Model) bool { return m.ReceiverNames.MatchString(recv) })
}

// withoutMajor drops a module's major version suffix (/v4) from an
// import path: rows name every version of a package.
func withoutMajor(path string) string {
	if i := strings.LastIndex(path, "/v"); i > 0 {
		if _, err := strconv.Atoi(path[i+2:]); err == nil {
			return path[:i]
		}
	}
	return path
}

// constIn reports whether s is one of the row's constants, ignoring case.
func constIn(m *models.Model, s string) bool {
	return slices.ContainsFunc(m.ConstIn, func(c string) bool { return strings.EqualFold(c, s) })
}
