package iac

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Dockerfile checks that read a RUN's commands argument by argument, which
// a regular expression over the instruction cannot do: which words are
// package names depends on which options take a value (pip install -r
// requirements.txt names a file, not a package). And checks across the
// stages of a file: COPY --from names a stage, a relative destination
// depends on the WORKDIR.

// dockerRuleIDs are the ids of the rules in this file.
var dockerRuleIDs = []string{"iac/docker-unpinned-package", "iac/docker-copy-from-unknown-stage", "iac/docker-copy-relative-no-workdir", "iac/docker-global-arg-unset"}

// dockerInstr is one instruction of a Dockerfile, its continuation lines
// joined.
type dockerInstr struct {
	kw   string // upper case
	args string
	line int // its first line
}

var (
	instrStart = regexp.MustCompile(`^\s*([A-Za-z]+)(\s+|$)`)
	// the parser directive that changes the line-continuation character
	// (Windows images use a backtick, so that C:\app\ is a path)
	escapeDirective = regexp.MustCompile("^#\\s*(?i:escape)\\s*=\\s*([\\\\`])\\s*$")
)

// dockerInstructions splits src into instructions: a line ending in a
// backslash continues on the next one, and comment lines inside a
// continuation are dropped, as the Docker builder does. Heredocs are not
// followed (their lines are read as instructions that start with no known
// keyword, and ignored by the checks).
func dockerInstructions(src string) []dockerInstr {
	var out []dockerInstr
	var cur *dockerInstr
	escape := `\`
	directives := true // parser directives come first, before any comment or instruction
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimRight(raw, " \t\r")
		trim := strings.TrimSpace(line)
		if directives {
			if m := escapeDirective.FindStringSubmatch(trim); m != nil {
				escape = m[1]
				continue
			}
			directives = strings.HasPrefix(trim, "#") && strings.Contains(trim, "=") && !strings.Contains(trim, " =")
		}
		if cur == nil {
			if trim == "" || strings.HasPrefix(trim, "#") {
				continue
			}
			m := instrStart.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			cur = &dockerInstr{kw: strings.ToUpper(m[1]), line: i + 1}
			line = line[len(m[0]):]
		} else if strings.HasPrefix(trim, "#") {
			continue
		}
		more := strings.HasSuffix(line, escape)
		cur.args += strings.TrimSuffix(line, escape) + " "
		if !more {
			cur.args = strings.TrimSpace(cur.args)
			out = append(out, *cur)
			cur = nil
		}
	}
	if cur != nil {
		cur.args = strings.TrimSpace(cur.args)
		out = append(out, *cur)
	}
	return out
}

// shellWords splits a shell command line into simple commands (at &&, ||,
// ;, | and newlines) and those into words, honouring quotes. It is no
// shell: substitutions and redirections stay inside the words.
func shellWords(s string) [][]string {
	var cmds [][]string
	var words []string
	var w strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			words = append(words, w.String())
			w.Reset()
			inWord = false
		}
	}
	end := func() {
		flush()
		if len(words) > 0 {
			cmds = append(cmds, words)
			words = nil
		}
	}
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				w.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == '&' || c == '|' || c == ';' || c == '\n' || c == '(' || c == ')':
			end()
		case c == ' ' || c == '\t':
			flush()
		case c == '#' && !inWord:
			// a comment runs to the end of the line
			for i < len(s) && s[i] != '\n' {
				i++
			}
			end()
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	end()
	return cmds
}

// pkgManager describes one installer's command line: the subcommand that
// installs, the options that take a separate value, and what makes a word
// a pinned package (or something that is no package name at all).
type pkgManager struct {
	install  []string
	valued   map[string]bool
	pinned   func(w string) bool
	example  string
	allFixed func(args []string) bool // an option that pins every package (gem -v)
}

func opts(s string) map[string]bool {
	m := map[string]bool{}
	for _, o := range strings.Fields(s) {
		m[o] = true
	}
	return m
}

// notAName: a path, a URL, a variable, a file: not a package name whose
// version the command chooses.
func notAName(w string) bool {
	return w == "" || strings.ContainsAny(w, "/$`*{") || strings.HasPrefix(w, ".") || strings.HasPrefix(w, "~") ||
		strings.Contains(w, "://") || packageFile.MatchString(w)
}

var packageFile = regexp.MustCompile(`\.(deb|rpm|apk|whl|gem|tgz|zip|tar(\.\w+)?)$`)

var pipPinned = regexp.MustCompile(`[=<>~!@]|\.(whl|zip|tar\.gz)$`)

var pkgManagers = map[string]pkgManager{
	// hadolint DL3013: pip install pkg==version (any version specifier, a direct URL or a file)
	"pip": {install: []string{"install"}, valued: opts("-r --requirement -c --constraint -e --editable -i --index-url --extra-index-url " +
		"--trusted-host -f --find-links -t --target --prefix --root --src --cache-dir --platform --python-version --implementation " +
		"--abi --upgrade-strategy --progress-bar --timeout --retries --proxy --cert --client-cert --log --only-binary --no-binary " +
		"--root-user-action --config-settings -C --global-option --report --exists-action"),
		pinned: func(w string) bool { return pipPinned.MatchString(w) || notAName(w) }, example: "requests==2.32.3"},
	// hadolint DL3016: npm install pkg@version
	"npm": {install: []string{"install", "i", "add", "isntall"}, valued: opts("--registry --prefix --cache --tag --userconfig -C --workspace -w"),
		pinned: func(w string) bool {
			if scope, name, ok := strings.Cut(w, "/"); ok && strings.HasPrefix(scope, "@") {
				w = name // @scope/name
			}
			return strings.ContainsAny(w, "@:") || notAName(w)
		},
		example: "typescript@5.6.3"},
	// hadolint DL3028: gem install pkg:version, or -v version
	"gem": {install: []string{"install"}, valued: opts("-i --install-dir -n --bindir --source -s -P --trust-policy --platform"),
		pinned: func(w string) bool { return strings.Contains(w, ":") || notAName(w) }, example: "bundler -v 2.5.22",
		allFixed: func(args []string) bool {
			for _, a := range args {
				if a == "-v" || a == "--version" || strings.HasPrefix(a, "--version=") {
					return true
				}
			}
			return false
		}},
}

// packageName is what a package manager accepts as a name.
var packageName = regexp.MustCompile(`^(@[a-z0-9][\w.-]*/)?[A-Za-z0-9][\w.+-]*(\[[\w,.-]*\])?$`)

// unpinnedPackages returns the manager and the packages an install command
// names without a version, or "" when cmd installs nothing unpinned.
func unpinnedPackages(cmd []string) (string, []string) {
	// skip variable assignments, sudo and env in front of the command
	for len(cmd) > 0 && (strings.Contains(cmd[0], "=") && !strings.HasPrefix(cmd[0], "-") || cmd[0] == "sudo" || cmd[0] == "env") {
		cmd = cmd[1:]
	}
	if len(cmd) == 0 {
		return "", nil
	}
	name := path2base(cmd[0])
	rest := cmd[1:]
	switch {
	case name == "pip3" || strings.HasPrefix(name, "pip3.") || name == "pip":
		name = "pip"
	case strings.HasPrefix(name, "python") && len(rest) >= 2 && rest[0] == "-m" && (rest[1] == "pip" || rest[1] == "pip3"):
		name, rest = "pip", rest[2:]
	}
	m, ok := pkgManagers[name]
	if !ok {
		return "", nil
	}
	// the manager's own options, then the subcommand
	i := 0
	for i < len(rest) && strings.HasPrefix(rest[i], "-") {
		if m.valued[rest[i]] {
			i++
		}
		i++
	}
	if i >= len(rest) || !contains(m.install, rest[i]) {
		return "", nil
	}
	args := rest[i+1:]
	if m.allFixed != nil && m.allFixed(args) {
		return "", nil
	}
	var bare []string
	for j := 0; j < len(args); j++ {
		a := args[j]
		if strings.HasPrefix(a, "-") {
			if m.valued[a] {
				j++
			}
			continue
		}
		if m.pinned(a) || !packageName.MatchString(a) {
			continue
		}
		bare = append(bare, a)
	}
	if len(bare) == 0 {
		return "", nil
	}
	return name, bare
}

func path2base(s string) string {
	if i := strings.LastIndex(s, "/"); i >= 0 {
		return s[i+1:]
	}
	return s
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// runFlag is a RUN option (--mount=..., --network=..., --security=...).
var runFlag = regexp.MustCompile(`^(--\w+=\S+\s+)+`)

// dockerUnpinnedPackages reports RUN instructions that install language
// packages with no version (hadolint DL3013, DL3016, DL3028): the image's
// contents then depend on the day it was built, and the next major release
// of a library is installed as soon as it is published. One finding per
// RUN, on its first line. The distribution's own packages (apt-get, apk:
// hadolint DL3008, DL3018) are left alone: within the release the base
// image's tag pins, they receive only security fixes, which is why Docker's
// official images install them by name.
func dockerUnpinnedPackages(file string, lines []string, ins []dockerInstr) []engine.Diagnostic {
	var out []engine.Diagnostic
	for _, in := range ins {
		if in.kw != "RUN" || strings.HasPrefix(in.args, "[") {
			continue
		}
		var found []string
		mgr := ""
		for _, cmd := range shellWords(runFlag.ReplaceAllString(in.args, "")) {
			if n, pkgs := unpinnedPackages(cmd); n != "" {
				if mgr == "" {
					mgr = n
				}
				found = append(found, pkgs...)
			}
		}
		if len(found) == 0 {
			continue
		}
		if len(found) > 3 {
			found = append(found[:3], "…")
		}
		m := pkgManagers[mgr]
		out = append(out, diag("docker-unpinned-package", "maintainability", file, in.line, strings.TrimSpace(lines[in.line-1]), finding.Info, 0.6,
			mgr+" installs "+strings.Join(found, ", ")+" without a version: the image gets whatever is current on the day it is built",
			"Pin the versions you tested ("+mgr+" "+m.install[0]+" "+m.example+", or a lock or requirements file with pinned lines), and let Renovate or Dependabot propose updates; hadolint warns about each unpinned install (DL3013, DL3016, DL3028) because two builds of an unpinned Dockerfile can differ, and a new major release can break the build or the application."))
	}
	return out
}

var (
	windowsPath = regexp.MustCompile(`^[A-Za-z]:[\\/]`)
	copyFrom    = regexp.MustCompile(`(?i)(^|\s)--from=(\S+)`)
	fromStage   = regexp.MustCompile(`(?i)^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?`)
)

// dockerStageRefs reports COPY --from= that names neither an earlier stage,
// a stage index, nor an image (hadolint DL3022; one that names its own
// stage, DL3023, cannot work at all), and a COPY or ADD to a relative
// destination in a stage with no WORKDIR (hadolint DL3045: the directory is
// whatever the base image left, which a new base version can change).
func dockerStageRefs(file string, lines []string, ins []dockerInstr) []engine.Diagnostic {
	var out []engine.Diagnostic
	stages := map[string]bool{} // earlier stage names
	workdirOf := map[string]bool{}
	cur, n := "", -1
	workdir := false
	for _, in := range ins {
		code := strings.TrimSpace(lines[in.line-1])
		switch in.kw {
		case "FROM":
			if cur != "" {
				stages[cur] = true
				workdirOf[cur] = workdir
			}
			n++
			m := fromStage.FindStringSubmatch(in.args)
			if m == nil {
				cur, workdir = "", false
				continue
			}
			cur = strings.ToLower(m[2])
			// a stage built on an earlier one keeps its WORKDIR
			workdir = workdirOf[strings.ToLower(m[1])]
		case "WORKDIR":
			workdir = true
		case "COPY", "ADD":
			if m := copyFrom.FindStringSubmatch(in.args); m != nil && in.kw == "COPY" {
				ref := strings.ToLower(strings.Trim(m[2], `"'`))
				_, isIndex := strconv.Atoi(ref)
				switch {
				case ref == cur && cur != "":
					out = append(out, diag("docker-copy-from-unknown-stage", "correctness", file, in.line, code, finding.Medium, 0.85,
						"COPY --from="+m[2]+" names the stage it is in: a stage cannot copy from itself",
						"Copy from an earlier stage (FROM golang:1.23 AS build ... FROM alpine:3.20, COPY --from=build /out/app /app); hadolint DL3023: COPY --from cannot reference its own FROM alias."))
				case isIndex != nil && !stages[ref] && !strings.ContainsAny(ref, ":/@$") && ref != "scratch":
					out = append(out, diag("docker-copy-from-unknown-stage", "correctness", file, in.line, code, finding.Low, 0.6,
						"COPY --from="+m[2]+" names no earlier stage of this file: Docker pulls an image of that name instead",
						"Name a stage defined above (FROM node:20 AS "+m[2]+"), or, to copy from an image, give its registry path and tag (COPY --from=nginx:1.27 ...); hadolint DL3022: COPY --from should reference a previously defined FROM alias. A misspelt stage name silently becomes an image pull from Docker Hub."))
				}
			}
			if !workdir {
				if dest := copyDest(in.args); dest != "" && !strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "$") &&
					!windowsPath.MatchString(dest) {
					out = append(out, diag("docker-copy-relative-no-workdir", "maintainability", file, in.line, code, finding.Low, 0.6,
						in.kw+" to the relative destination "+dest+" before any WORKDIR in this stage: it lands wherever the base image's working directory is",
						"Set the directory first (WORKDIR /app), or copy to an absolute path; hadolint DL3045: COPY to a relative destination without WORKDIR set depends on the base image, which a new version can change."))
				}
			}
		}
	}
	return out
}

// copyDest is the destination of a COPY or ADD: its last argument, in the
// shell form or the JSON form; "" when there is none.
func copyDest(args string) string {
	args = strings.TrimSpace(args)
	if strings.HasPrefix(args, "[") {
		args = strings.Trim(args, "[] ")
		parts := strings.Split(args, ",")
		if len(parts) < 2 {
			return ""
		}
		return strings.Trim(strings.TrimSpace(parts[len(parts)-1]), `"`)
	}
	var f []string
	for _, w := range strings.Fields(args) {
		if !strings.HasPrefix(w, "--") {
			f = append(f, w)
		}
	}
	if len(f) < 2 || strings.HasPrefix(f[0], "<<") {
		return ""
	}
	return strings.Trim(f[len(f)-1], `"'`)
}

// dockerRuns runs this file's checks over one Dockerfile.
func dockerRuns(file, src string) []engine.Diagnostic {
	lines := strings.Split(src, "\n")
	ins := dockerInstructions(src)
	return slices.Concat(dockerUnpinnedPackages(file, lines, ins), dockerStageRefs(file, lines, ins), dockerGlobalArgs(file, lines, ins))
}

var (
	varRef = regexp.MustCompile(`\$\{?([A-Za-z_][A-Za-z0-9_]*)`)
	// names that base images commonly set with ENV (the official images'
	// NODE_VERSION, PYTHON_VERSION, JAVA_HOME...), which a stage then sees
	// whatever the global ARG says
	imageEnvName = regexp.MustCompile(`^(PATH|HOME|LANG|LC_\w+|TZ|USER|SHELL|PWD|HOSTNAME|TERM|\w+_VERSION|\w+_HOME|\w+_PATH)$`)
	argName      = regexp.MustCompile(`^\s*([A-Za-z_][A-Za-z0-9_]*)`)
)

// dockerGlobalArgs reports a variable declared by an ARG before the first
// FROM and used inside a stage that does not declare it again: Docker's
// ARG reference, an ARG before FROM is outside every build stage and can
// be used only in FROM lines; inside the stage it is empty unless the stage
// repeats ARG NAME. One finding per stage and name, on the first use.
func dockerGlobalArgs(file string, lines []string, ins []dockerInstr) []engine.Diagnostic {
	var out []engine.Diagnostic
	global := map[string]bool{}
	inStage := false
	var local map[string]bool
	var reported map[string]bool
	for _, in := range ins {
		switch in.kw {
		case "FROM":
			inStage = true
			local, reported = map[string]bool{}, map[string]bool{}
			continue
		case "ARG":
			for _, w := range strings.Fields(in.args) {
				if m := argName.FindStringSubmatch(w); m != nil {
					if inStage {
						local[m[1]] = true
					} else {
						global[m[1]] = true
					}
				}
			}
			continue
		case "ENV":
			// ENV NAME=value (or the legacy ENV NAME value) defines it in the stage
			for _, w := range strings.Fields(in.args) {
				if name, _, ok := strings.Cut(w, "="); ok {
					local[name] = true
				}
			}
			if f := strings.Fields(in.args); len(f) > 1 && !strings.Contains(f[0], "=") {
				local[f[0]] = true
			}
		}
		if !inStage {
			continue
		}
		for _, m := range varRef.FindAllStringSubmatch(in.args, -1) {
			name := m[1]
			if !global[name] || local[name] || reported[name] || imageEnvName.MatchString(name) {
				continue
			}
			reported[name] = true
			out = append(out, diag("docker-global-arg-unset", "correctness", file, in.line, strings.TrimSpace(lines[in.line-1]), finding.Medium, 0.75,
				"$"+name+" is empty here: the ARG before FROM declares it for the FROM lines only",
				"Repeat the declaration inside the stage, without a value, to use the global default there: FROM alpine:3.20 then ARG "+name+" (Docker's ARG reference: an ARG declared before a FROM is outside of a build stage, so it can't be used in any instruction after a FROM)."))
		}
	}
	return out
}
