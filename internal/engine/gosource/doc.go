// Package gosource is the engine that reads Go source, without types, for
// what the specialists weigh rather than report as they find it:
//
//   - SQL text and shell command lines built by concatenation or
//     formatting that reach a query or sh -c (Facts.Built): correctness
//     tips security about each.
//   - Where the values such text is built from come from (Facts.Origin): an
//     HTTP request, the command line, the environment, constants, or a
//     value not visible in the declaration. Security weighs an injection
//     by it.
//   - Whether the error a call drops says data was lost (Facts.Dropped):
//     a write, a flush, a commit, the Close of a file opened for writing.
//     Correctness weighs gosec's unchecked errors (G104), and a teammate's
//     tip about one, by it.
//   - Which files a build takes in (Facts.EmbeddedBy, Facts.BuildIgnored):
//     the files a //go:embed directive puts into the binary, and the Go
//     files //go:build ignore leaves out of every build, read from the
//     files' comments (a directive quoted in a string is not one).
//     Security weighs a credential by whether its file ships.
//
// The engine reports no diagnostics of its own: its Result carries a
// *Facts, the way a go/analysis pass hands its result to the analyzers
// that require it, and the specialists that name the engine find it in
// their Pass. The built text is found when the engine runs; a line is
// judged when a specialist asks, since which lines it will ask about
// (a tip from a model reviewer, say) is not known before.
//
// The names of APIs are data: the Go rows of the models package
// (internal/engine/treesitter/models, language go) say which types carry a
// request, which calls read the environment or the command line, which
// run SQL or a shell, which write data and which open something for
// writing, and which receivers lose nothing when a write fails. A user's
// Go rows in rulepack.rule_dirs are read beside them. The code holds the
// mechanism: parsing, following assignments within a declaration, and the
// shapes of Go that build text (+, +=, fmt.Sprintf).
//
// This package must not import specialist, team or anything further down
// the flow.
package gosource
