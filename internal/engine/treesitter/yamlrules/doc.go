// Package yamlrules is teamreview's own rule format: structural rules
// written in YAML as tree-sitter queries, matched over the plain Go syntax
// tree (package syntax) without cgo. It provides the built-in rule packs,
// as the Analyzer value: the whole analysis of the languages that have no
// dedicated analyzer (C, C++, Kotlin, Bash, HCL/Terraform, Dockerfile,
// YAML, Rust, Swift, Scala, Groovy/Gradle, Elixir, Lua, OCaml, Solidity,
// Apex, Visualforce, PowerShell, Dart), and beside
// the dedicated analyzers of Python, JavaScript and TypeScript, Java, PHP,
// Ruby, C# and HTML (whose markup analyzer checks accessibility; the HTML
// pack, security) the rules a pattern states well (a comparison that cannot
// mean what it says, a setting written in the source); a rule lives in one
// place, never in both. It reads the user's own rules from
// rulepack.rule_dirs with Load.
//
// # A rule
//
// A rule file holds either one rule, or a list under `rules:` (with, if the
// rules trace data, the `sources:` they share):
//
//	rules:
//	  - id: team/sql-concat                # <pack or language>/<name>
//	    languages: [php]                   # one language, or a list
//	    dimension: security                # security, correctness, performance,
//	                                       # maintainability or design
//	    severity: High                     # Blocker, High, Medium, Low, Info
//	    confidence: 0.8                    # (0, 1]
//	    cwe: [CWE-89]
//	    title: SQL built by concatenation
//	    message: "{{fn}}() runs SQL built by concatenation"   # optional
//	    recommendation: Use $pdo->prepare('... WHERE id = ?') and bind the value.
//	    query: |
//	      (member_call_expression
//	        name: (name) @fn (#any-of? @fn "query" "exec")
//	        arguments: (arguments . (argument (binary_expression operator: ".")) @sql))
//
// Every key is checked: an unknown or misspelled key is an error, as are an
// unknown language, severity or dimension, a bad regular expression, a
// capture the query does not define, and a node kind or field name the
// language's grammar cannot produce. The error names the file and the rule
// (`rules/php.yml: rule team/sql-concat: query line 2: unknown node kind
// (member_call) in php's grammar`), and teamreview stops with exit code 2
// rather than run a rule that silently matches nothing. The kinds and fields
// come from the grammars' generated parsers (grammars/*.txt, written by
// mkgrammars.go from the pinned go-tree-sitter module), so validation needs
// no C compiler either.
//
// Write queries as YAML block scalars (`query: |`): a query's `field: `
// would otherwise read as a YAML mapping. The loader says so when it sees
// one.
//
// # Queries
//
// The query language is tree-sitter's
// (https://tree-sitter.github.io/tree-sitter/using-parsers/queries): the
// tree-sitter playground and `teamreview`'s own grammar names agree, so a
// query can be tried there first.
//
//   - (kind child child ...) matches a named node; its child patterns match
//     its direct children in order, other children may lie between them.
//   - field: pattern requires the child to fill that field; !field requires
//     the node to have no child in it.
//   - "+" matches an anonymous node (an operator, a keyword, punctuation).
//   - (_) matches any named node, _ any node.
//   - [ p1 p2 ... ] matches any of the alternatives.
//   - p? p* p+ repeat a child pattern.
//   - . anchors: before the first child pattern, it must match the first
//     named child; between two, they must be adjacent named siblings; after
//     the last, it must match the last named child. Before a repeated
//     pattern, it holds for every repetition: `. (x)* .` is a run of
//     adjacent siblings, none of them skipped (tree-sitter leaves this
//     case unspecified).
//   - @name captures the node for predicates, conditions, the message and
//     the fix.
//   - Predicates: (#eq? @a "text"), (#eq? @a @b), (#match? @a "regexp"),
//     (#any-of? @a "x" "y"), and their #not- forms; (#bits-any? @m "0o002"),
//     #bits-all? and #bits-none? test an integer literal's value (see
//     bits: under Conditions; they also work in sources). A predicate is in force
//     when the pattern it is written in matched: in one branch of an
//     alternation it does not constrain the others. A predicate on a
//     capture the match did not bind holds; on a capture bound several
//     times (under * or +) it must hold for each node.
//   - Several top-level patterns are alternatives; ; starts a comment.
//
// Groups of sibling patterns, (a) (b) at one level as one pattern, and
// supertypes (_expression) are not supported: the first because rules have
// not needed it, the second because supertypes are hidden nodes that never
// appear in the tree.
//
// Unlike a tree-sitter query, which returns every combination of captures,
// a rule reports a node once: the match root, or with `report: capture`,
// every distinct node the capture takes. Matching backtracks, so a rule
// reports a node when some assignment of its captures satisfies the
// pattern, the predicates and the conditions below.
//
// # Conditions
//
// Rule-level keys test the match root; a `where:` item tests a capture (it
// holds when it holds for one of the capture's nodes; a capture the match
// did not bind satisfies it). A key takes one query or a list, and a list
// is "any of" (the not- forms: "none of"). A query that is only a kind,
// `function_definition`, means `(function_definition)`.
//
//	inside / not-inside    a proper ancestor matches (and, when its query
//	                       captures @within, the node lies in that capture:
//	                       `(for_statement body: (_) @within)` is the
//	                       loop's body, not its header)
//	inside-until           inside looks no further up than the nearest
//	                       ancestor one of these queries matches (the
//	                       function that holds the match: a condition
//	                       around that function does not hold the match;
//	                       without inside it is a load error)
//	has / not-has          the node or a node inside it matches
//	where:
//	  - capture: sql
//	    is / is-not        the capture itself matches
//	    has / not-has / inside / not-inside
//	    match / not-match  a regular expression (RE2) on its text
//	    from / not-from    data from a named source reaches it (below)
//	    unproven           it uses a value not proven clean (below)
//	    sanitizers         more queries that clean the data, for this sink
//	    declared /         the file declares the capture's text with a query
//	    not-declared       (a node it matches whose @name has that text:
//	                       '(program (lexical_declaration (variable_declarator
//	                       name: (identifier) @name value: (array))))' is a
//	                       module-level constant array); names only, so a
//	                       local of the same name counts too
//	    not-template-guarded: true
//	                       in a Go-template YAML file (a Helm chart's
//	                       template), the capture's text is not the
//	                       setting that a {{ if }} around the match tests
//	                       ({{- if .Values.x.hostNetwork }} before
//	                       hostNetwork: true): the chart writes it only
//	                       when the values ask, and the values file is
//	                       reviewed where it chooses; not and else are no
//	                       such test
//	    bits: {any: 0o002}  the capture is an integer literal whose value
//	                       has one of these bits set (all: every one of
//	                       them; none: none of them); several keys must
//	                       all hold
//	    value: {min: 1,     the literal's value lies in this range (both
//	            max: 0o7777}   ends included; either may be left out)
//
// bits and value read the literal as its language writes it, so a rule
// about a file mode is about the mode, not its spelling: in Python 0o777,
// 511, 0x1ff, 0b111_111_111 and 0o100777 (with the file-type bits) all have
// 0o002 set. Prefixes 0x, 0b and 0o are read where the language has them;
// a leading 0 is octal in C, C++, PHP, Ruby, JavaScript/TypeScript, Java
// and Groovy, decimal in Rust, OCaml, Swift, Kotlin, Scala and C#, and an
// error in Python; digit separators (_, C++'s ') and type suffixes (0777u,
// 0o777u32, 10L, 5n) are dropped. A literal it cannot read (a name the
// constants below do not see through, a negative number, a float, a
// language without numbers such as Bash) never matches. The integers in
// the rule are written as in Python: 0o002, 0x1ff, 511 (0002 is an error).
//
// # Local flows
//
// A file may name sources of untrusted data; `where: {capture: x, from:
// request}` then holds when x contains a source expression, or uses a
// variable that an earlier assignment in the same scope made tainted,
// through any number of variables:
//
//	sources:
//	  request:
//	    languages: php
//	    match: [ '(variable_name (name) @n (#any-of? @n "_GET" "_POST"))' ]
//	    sanitizers: [ '(function_call_expression function: (name) @f (#eq? @f "intval"))' ]
//	    assign: [ '(assignment_expression left: (variable_name) @var right: (_) @value)' ]
//	    parameters: [ ... @var ]     # parameters that carry the source from the start
//	    clean: [ ... @var ]          # declarations, or calls on the variable, that make it
//	                                 # clean from there on (int id; cookie.setSecure(true))
//	    scope: [function_definition, method_declaration]
//	    variable: [variable_name]    # the kinds of a variable's uses
//
// This is deliberately simple, and the messages say what it saw: the
// diagnostic reads `title: $_GET['id'] (line 3) → $id (line 3) →
// mysqli_query(...) (line 5)`. Assignments count in source order before
// the sink, within the sink's scope (the nearest ancestor of a scope kind,
// or the file); an assignment of clean data makes a variable clean again,
// `.=` and `+=` only add to it (a binding that names the variable after
// its value, Python's `with tarfile.open(p) as tf`, replaces it); a source or variable inside a sanitizer
// does not count. No call is followed, branches are not told apart, a
// variable is its name within its scope, and fields and collections are
// whole. So it finds the direct cases, `$q = "..." . $_GET['x']; query($q)`,
// and misses flows through functions, globals and objects.
//
// `unproven: request` is the weaker claim a rule makes when no source
// reaches the sink: the capture uses a source, or a variable that is not
// known to hold only clean data (assigned, earlier in the scope, from
// literals, sanitized values and clean variables, or declared by a `clean:`
// query). The string-building rules use it with `not-from`, so SQL built
// from a function's parameter is reported, and SQL built from intval($x)
// is not.
//
// # Terraform variables
//
// # Constants
//
// A pattern that expects a literal (a string, true, a number, a list or
// map of them) also matches a name that stands for one, as Semgrep's
// constant propagation sees it: VERIFY = False ... requests.get(url,
// verify=VERIFY) matches value: (false). In Python, JavaScript/TypeScript,
// Java, C#, Ruby and PHP a name counts when the file binds it exactly
// once (no second assignment, augmented assignment, parameter, loop
// variable, function or class of that name anywhere in the file, whatever
// the scope) to a value made only of literals. A capture that lands in the
// value is reported at the name's use, and not again when the same rule
// reports the value where it is written. Constants only add matches:
// not-inside, not-has, is-not and the flows (from, not-from, unproven,
// their sanitizers) read the code as written, so a name the count takes
// wrongly for a literal never hides a finding. A rule about the literal as
// written (x is [] makes a new object; a name bound to [] is one object)
// says `constants: false`.
//
// In HCL, an attribute written as var.name is matched both as that
// reference and, where the pattern asks for more than an expression, as
// the default its variable "name" block declares, when that default is a
// literal (a string, number or bool, or a list or map of them): the value
// the attribute has when no caller sets the variable, which is how tfsec
// and Trivy evaluate a module. So
//
//	variable "public" { default = true }
//	resource "aws_db_instance" "db" { publicly_accessible = var.public }
//
// matches a query for publicly_accessible = true, and the finding is on
// the resource (a capture that lands in the default is reported at the
// reference). The variable may be declared in the file or in another .tf
// file of its directory (a module's variables.tf): those declarations are
// appended to a copy of the file for the match, and nothing is reported
// from them. A local value written as a literal (locals { public = true })
// is seen through the same way, as local.public. A variable with no
// default, a default that is itself an expression, or one that a .tfvars
// file of the directory sets, leaves the value unknown, and a pattern
// about the reference itself, (expression) @e (#match? @e "^var\\."),
// still sees var.name.
//
// # Imports
//
// A Python rule is written for a call's documented spelling,
// os.chmod(path, mode), and a file may call it chmod(path, mode) after
// `from os import chmod`, or o.chmod(...) after `import os as o`. Such a
// file is matched a second time as a copy in which those names are
// written out in full where they are called or are the object of a call,
// a capitalized name (a class, a constant) wherever it is read, and a
// module imported under another name wherever it is an object: chmod(
// becomes os.chmod(, o. becomes os. , and the imports bind the modules
// (import os as o becomes import os; from os import chmod gains ; import
// os on its line). A name is written out only when its import is its one
// binding in the file and the written-out path's first name is bound by
// nothing else (`from datetime import datetime` leaves datetime.timedelta
// alone). The copy runs the rules whose query, conditions or sources name
// a part of a written-out path, less those whose negative conditions,
// sanitizers or not- predicates name a written-out name (they would no
// longer see what the file wrote), and it reports what the file does not
// have: a finding not already reported by the same rule on the same lines
// or on the import of a name written out (a rule about a deprecated
// function that reports its import), without a suggested fix.
//
// # Messages and fixes
//
// `message:` replaces the title in the diagnostic; {{capture}} is the
// capture's text (shortened to one line of 60 bytes), {{a|b}} the first of
// several that is bound. A filter after a colon prints a captured integer
// literal's value (its text, when it is not one): {{m:octal}} in the
// language's octal (0o777, or 0777 in C, C++, Java and Groovy), {{m:rwx}}
// as ls -l prints permission bits (rwxrwxrwx; s, S, t and T for the
// set-id and sticky bits). `fix:` suggests an edit, kept for the fixer as a
// finding.Fix with one TextEdit:
//
//	fix:
//	  capture: fn            # the node to replace (default: the reported node)
//	  replace: "{{fn}}_safe" # its new text; captures are interpolated verbatim
//	  message: Use the safe variant   # optional
//
// # Spans
//
// A finding covers the lines of the node it reports. `span:` (one query or a
// list) widens it to the nearest of that node and its ancestors that a span
// query matches, so a rule about one attribute reports the whole resource
// that has it, as Checkov does, and the diagnostic's line is the resource's
// first:
//
//	span: |                               # at the top of a file: the default
//	  (block (identifier) @b (#any-of? @b "resource" "data" "module"))
//
// A rule's own `span:` replaces the file's. A finding with no such ancestor
// keeps its node's lines.
//
// # Parse errors
//
// Where the grammar could not read the code, what it made of it is no
// ground for a finding: a match whose node is, holds or lies inside an
// ERROR or MISSING node is not reported (TypeScript's f<typeof import('m')>()
// read by an older grammar as two comparisons). A rule about code that does
// not parse (a Dockerfile's exec form written with single quotes) says
// `malformed: true`.
//
// # Running
//
// Each rule is compiled once per language. Each file is walked once; a node
// is tried only against the rules whose query can match its kind (an index
// by root kind), and a cheap allocation-free test (kinds and required
// children) runs before the backtracking match. Predicates on a capture are
// checked as soon as it binds.
//
// # Configuration checks
//
// What a tree-sitter query cannot say about a configuration document is
// data of another shape, read by the iac engine: a file with a top-level
// `checks:` key (it may share rulepack.rule_dirs with rule and model files)
// holds rows that name a CloudFormation resource type, or `in: statement`
// an IAM policy statement, a property path and the value that is the
// problem:
//
//	checks:
//	  - rule: acme/queue-unencrypted
//	    types: [AWS::SQS::Queue]
//	    property: SqsManagedSseEnabled     # a.b.c; * any key; ** any depth
//	    match: (?i)^false$                 # or not-match, present, absent
//	    unless:
//	      - {property: KmsMasterKeyId, present: true}
//	    severity: Medium
//	    confidence: 0.8
//	    cwe: [CWE-311]
//	    message: "Queue {{id}} turns off server-side encryption"
//	    recommendation: Keep SqsManagedSseEnabled on.
//
// The shipped rows are internal/engine/iac/checks/*.yml; package iac
// (doc.go) documents every field. A row that does not validate stops
// teamreview with exit code 2 and an error naming the file, the row and the
// field.
//
// # Files
//
// Load reads every *.yml and *.yaml file under the configured directories,
// recursively. A file in ast-grep's format (a top-level `rule:` and no
// `query:`) is not ours and is left to the rulepack engine, which runs
// ast-grep only when such files exist. User rule ids must not repeat a
// built-in id.
//
// The built-in packs live in packs/<language>.yml (packs/javascript.yml
// names javascript, typescript and tsx in its rules, or javascript and tsx
// for JSX attributes: a .ts or .tsx file is parsed with its own grammar, and
// a rule applies only to the languages it lists); packs/cpp.yml is written
// from packs/c.yml by mkcpp.sh (go generate). Every rule has positive and
// negative snippets under testdata/rules/<language>/<name>/ at the
// repository root, run by the treesitter engine's TestRules.
//
// This package must not import anything downstream of the treesitter
// engine.
package yamlrules
