package syntax

import (
	"errors"
	"path"
	"strings"
)

// Lang is a language tree-sitter parses here; the empty Lang is none.
type Lang string

const (
	Python     Lang = "python"
	JavaScript Lang = "javascript"
	TypeScript Lang = "typescript"
	TSX        Lang = "tsx"
	Java       Lang = "java"
	Kotlin     Lang = "kotlin"
	CSharp     Lang = "csharp"
	PHP        Lang = "php"
	Ruby       Lang = "ruby"
	C          Lang = "c"
	CPP        Lang = "cpp"
	Bash       Lang = "bash"
	HCL        Lang = "hcl"
	Dockerfile Lang = "dockerfile"
	YAML       Lang = "yaml"
	HTML       Lang = "html"
	Rust       Lang = "rust"
	Swift      Lang = "swift"
	Scala      Lang = "scala"
	// Groovy covers Gradle's Groovy build scripts (build.gradle,
	// settings.gradle); Gradle's Kotlin scripts (.gradle.kts) are Kotlin.
	Groovy Lang = "groovy"
	Elixir Lang = "elixir"
	Lua    Lang = "lua"
	// OCaml is implementations (.ml): the grammar shipped here has no
	// rule for interfaces (.mli), whose `val` declarations it cannot parse.
	OCaml Lang = "ocaml"
	// Solidity and Apex parse with grammars vendored in internal/grammars:
	// no Go module ships them.
	Solidity Lang = "solidity"
	// Apex is Salesforce's language: classes (.cls) and triggers
	// (.trigger). A LaTeX class is a .cls too; IsLaTeX tells them apart.
	Apex Lang = "apex"
	// PowerShell is scripts (.ps1), modules (.psm1) and module manifests
	// (.psd1), parsed with the grammar vendored in internal/grammars.
	PowerShell Lang = "powershell"
	// Dart is Dart and Flutter code (.dart), parsed with the grammar
	// vendored in internal/grammars.
	Dart Lang = "dart"
	// Visualforce is Salesforce's page markup (.page, .component): HTML
	// with apex: components and {!merge} fields, parsed with the HTML
	// grammar.
	Visualforce Lang = "visualforce"
	// Template is an HTML server template (Jinja/Django, Twig, ERB, EJS,
	// Handlebars, Blade): parsed with the HTML grammar once its template
	// tags are masked (template.go).
	Template Lang = "template"
)

// Langs lists every language, in a stable order.
var Langs = []Lang{Python, JavaScript, TypeScript, TSX, Java, Kotlin, CSharp, PHP, Ruby, C, CPP, Bash, HCL, Dockerfile, YAML, HTML, Template,
	Rust, Swift, Scala, Groovy, Elixir, Lua, OCaml, Solidity, Apex, Visualforce, PowerShell, Dart}

// Title is the language's name as people write it.
func (l Lang) Title() string {
	switch l {
	case JavaScript:
		return "JavaScript"
	case TypeScript:
		return "TypeScript"
	case TSX:
		return "TSX"
	case CSharp:
		return "C#"
	case CPP:
		return "C++"
	case OCaml:
		return "OCaml"
	case PowerShell:
		return "PowerShell"
	case PHP, HCL, YAML, HTML:
		return strings.ToUpper(string(l))
	case Template:
		return "HTML template"
	case "":
		return ""
	}
	return strings.ToUpper(string(l[:1])) + string(l[1:])
}

var byExt = map[string]Lang{
	".py": Python, ".pyw": Python, ".pyi": Python, ".py3": Python,
	// mod_wsgi's entry point (WSGIScriptAlias / /srv/app/app.wsgi).
	".wsgi": Python,
	".js":   JavaScript, ".jsx": JavaScript, ".mjs": JavaScript, ".cjs": JavaScript,
	// Babel-era ES2015 sources; node loads a file of an extension it does
	// not know as JavaScript (require('./server.es6'), node server.es6).
	".es6": JavaScript,
	".ts":  TypeScript, ".mts": TypeScript, ".cts": TypeScript,
	".tsx":  TSX,
	".java": Java,
	".kt":   Kotlin, ".kts": Kotlin,
	".cs":  CSharp,
	".php": PHP, ".phtml": PHP,
	// the versioned names servers still map to PHP (Apache's
	// AddType application/x-httpd-php .php5).
	".php3": PHP, ".php4": PHP, ".php5": PHP, ".php7": PHP,
	".rb": Ruby, ".rake": Ruby, ".gemspec": Ruby,
	".c": C, ".h": C,
	".cc": CPP, ".cpp": CPP, ".cxx": CPP, ".hpp": CPP, ".hh": CPP, ".hxx": CPP,
	".sh": Bash, ".bash": Bash,
	".tf": HCL, ".tfvars": HCL, ".hcl": HCL,
	// OpenTofu reads .tofu files as .tf files (and before a .tf of the
	// same name): the same language under another name.
	".tofu": HCL,
	// Podman's Containerfile, as editors name it by extension
	// (web.containerfile) beside web.dockerfile: a build either reads.
	".dockerfile":    Dockerfile,
	".containerfile": Dockerfile,
	".yaml":          YAML, ".yml": YAML,
	".html": HTML, ".htm": HTML, ".xhtml": HTML,
	// Vue single-file components and Svelte components are HTML with
	// directives; their template parts parse with the HTML grammar.
	".vue": HTML, ".svelte": HTML, ".svg": HTML,
	".rs":    Rust,
	".swift": Swift,
	".scala": Scala, ".sc": Scala,
	".groovy": Groovy, ".gradle": Groovy, ".gvy": Groovy,
	".ex": Elixir, ".exs": Elixir,
	".lua": Lua,
	".ml":  OCaml,
	".sol": Solidity,
	".cls": Apex, ".trigger": Apex,
	".page": Visualforce, ".component": Visualforce,
	".ps1": PowerShell, ".psm1": PowerShell, ".psd1": PowerShell,
	".dart": Dart,
}

var byName = map[string]Lang{
	"Dockerfile": Dockerfile, "Containerfile": Dockerfile,
	"Rakefile": Ruby, "Gemfile": Ruby,
	// Rack's application file (rackup, Puma and Unicorn start it).
	"config.ru": Ruby,
	// Jenkins pipelines are Groovy scripts.
	"Jenkinsfile": Groovy,
}

// Detect returns the language of a slash-separated path by its name, or ""
// when it is not one this package parses.
func Detect(p string) Lang {
	base := path.Base(p)
	if l, ok := byName[base]; ok {
		return l
	}
	if dockerfileName(base) {
		return Dockerfile
	}
	if l, ok := templateLang(strings.ToLower(base)); ok {
		return l
	}
	return byExt[strings.ToLower(path.Ext(base))]
}

// dockerfileName reports whether a file's base name is a Dockerfile's or a
// Containerfile's, in any case: the name itself, a variant after a dot
// that is not a language's extension (Dockerfile.prod), or, when the name
// has no dot, after a dash or an underscore (Dockerfile-prod,
// Dockerfile_dev): the names docker build -f
// is given in projects with more than one image. Left out, a build's
// curl | sh went unreviewed by being named Dockerfile-prod.
func dockerfileName(base string) bool {
	lower := strings.ToLower(base)
	for _, name := range []string{"dockerfile", "containerfile"} {
		rest, ok := strings.CutPrefix(lower, name)
		switch {
		case !ok:
		case rest == "":
			return true
		case strings.HasPrefix(rest, "."):
			// dockerfile.py is a module about Dockerfiles.
			return byExt[path.Ext(lower)] == ""
		case (rest[0] == '-' || rest[0] == '_') && !strings.Contains(rest, "."):
			return true
		}
	}
	return false
}

// IsLaTeX reports whether a .cls file's text is a LaTeX class, not Apex:
// its first line that is not blank is a TeX comment (%) or a control
// sequence (\NeedsTeXFormat, \ProvidesClass), which no Apex file starts
// with.
func IsLaTeX(src []byte) bool {
	s := strings.TrimLeft(string(src[:min(len(src), 4096)]), "\ufeff \t\r\n")
	return strings.HasPrefix(s, "%") || strings.HasPrefix(s, "\\")
}

// ErrUnavailable is Parse's error in a build without cgo.
var ErrUnavailable = errors.New("built without cgo: tree-sitter parsers are not in this binary")
