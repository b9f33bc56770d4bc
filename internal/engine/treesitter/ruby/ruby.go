// Package ruby analyzes Ruby files, Rails and Sinatra code above all: an
// intraprocedural taint analysis in statement order from request data
// (params, cookies, request.*, an AWS Lambda handler's event) to SQL,
// shell, eval, reflection, HTML output, redirects, file paths,
// deserializers, outgoing HTTP and model mass assignment.
//
// What it knows of frameworks and libraries is model rows (package
// models, ruby_*.yml; users add theirs in rulepack.rule_dirs): sources,
// sinks, escapers, barriers and allow-list guards, summaries, route
// blocks and callbacks. The code here is the mechanism.
//
// Values carry the path they took (assignments, interpolation, +, <<,
// format, string methods, hash and array elements read back by constant
// keys). Conditions that are constant pick their branch; allow-list
// guards (LIST.include?(x)) clean the checked variable where they hold;
// numeric conversion cleans for every sink, and the escapers clean for
// theirs. A call to a
// method of the same file is analyzed with its arguments' taint (depth 3),
// so a sink inside a helper or private method is found and its return
// value carries what flows into it. A call without a receiver of a method
// that one of the project's helper files (app/helpers, concerns, lib)
// defines, once, and no other file of app/ does (a parent controller's
// method of that name may be the one that runs), runs that method's code
// for its return value (its sinks are its own file's to report). An element written under a constant key
// (session[:u] = x) taints that element, not the keys never written. A
// controller's before_action methods
// seed the instance variables they set into every action. Unknown calls
// carry the taint of their receiver and arguments.
package ruby

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is the Ruby analysis, with the shipped models.
var Analyzer = newAnalyzer("ruby", builtinTables)

func newAnalyzer(name string, tabs func() *tables) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint analysis of Ruby, Rails and Sinatra code",
		Langs: []syntax.Lang{syntax.Ruby},
		Rules: allRules,
		Run:   func(pass *analysis.Pass) error { return run(pass, tabs()) },
	}
}

func run(pass *analysis.Pass, t *tables) error {
	ds := analysis.Strongest(pass, func(sub *analysis.Pass) { newChecker(sub, t).run() })
	// A pattern rule is quiet where its taint rule found request data
	// (a helper analyzed alone sees only an unknown parameter).
	covers := map[string]string{ruleSQLBuild.ID: ruleSQL.ID, ruleBacktick.ID: ruleCmd.ID, ruleEval.ID: ruleCode.ID}
	taint := map[[2]any]bool{}
	for _, d := range ds {
		taint[[2]any{d.Rule, d.Lines.Start}] = true
	}
	for _, d := range ds {
		if t, ok := covers[d.Rule]; ok && taint[[2]any{t, d.Lines.Start}] {
			continue
		}
		pass.Report(d)
	}
	return nil
}
