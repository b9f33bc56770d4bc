package iac

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Dockerfile checks across the instructions and stages of a file, which a
// pattern over one instruction cannot make: COPY --from names a stage, a
// relative destination depends on the WORKDIR, a global ARG is visible only
// where a stage declares it again.

// dockerRuleIDs are the ids of the rules in this file.
var dockerRuleIDs = []string{"iac/docker-copy-from-unknown-stage", "iac/docker-copy-relative-no-workdir", "iac/docker-global-arg-unset", "iac/docker-from-arg-undeclared",
	"iac/docker-expose-invalid-format", "iac/docker-empty-continuation"}

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
	return slices.Concat(dockerStageRefs(file, lines, ins), dockerGlobalArgs(file, lines, ins), dockerFromArgs(file, lines, ins),
		dockerLineChecks(file, lines))
}

var (
	exposeLine = regexp.MustCompile(`(?i)^\s*EXPOSE\s+(.*)$`)
	// a host address or host port before the container port (0.0.0.0:80, 8080:80), or an upper-case protocol
	exposeHost  = regexp.MustCompile(`^([0-9.]+|\[[0-9a-fA-F:]+\]):`)
	exposeProto = regexp.MustCompile(`/(TCP|UDP|Tcp|Udp)$`)
)

// dockerLineChecks reports, line by line, what Docker's build checks call
// ExposeInvalidFormat and ExposeProtoCasing (EXPOSE takes container ports
// only, with a lower-case protocol) and NoEmptyContinuation (an empty line
// inside a continued instruction, which the builder warns will become an
// error). The tree-sitter grammar stops at these lines, so they are read
// here.
func dockerLineChecks(file string, lines []string) []engine.Diagnostic {
	var out []engine.Diagnostic
	continued := false
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if continued && t == "" {
			out = append(out, diag("docker-empty-continuation", "maintainability", file, i+1, line, finding.Low, 0.8,
				"Empty line inside a continued instruction (Docker's NoEmptyContinuation check: it will become an error)",
				"Remove the empty line, or end the instruction before it; a comment line may stay."))
		}
		if t != "" && !strings.HasPrefix(t, "#") {
			continued = strings.HasSuffix(t, `\`)
		}
		m := exposeLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, p := range strings.Fields(m[1]) {
			switch {
			case exposeHost.MatchString(p):
				out = append(out, diag("docker-expose-invalid-format", "maintainability", file, i+1, t, finding.Low, 0.85,
					"EXPOSE "+p+" names a host address or port: EXPOSE documents the container's port only (Docker's ExposeInvalidFormat check)",
					"Write the container port (EXPOSE 80), and publish it on a host address or port when the container runs (docker run -p 127.0.0.1:8080:80, or ports: in Compose)."))
			case exposeProto.MatchString(p):
				out = append(out, diag("docker-expose-invalid-format", "maintainability", file, i+1, t, finding.Info, 0.85,
					"EXPOSE "+p+": the protocol is written in lower case (Docker's ExposeProtoCasing check)",
					"Write EXPOSE "+strings.ToLower(p)+"."))
			default:
				continue
			}
			break
		}
	}
	return out
}

// platformArgs are the build arguments BuildKit defines for every FROM.
var platformArgs = map[string]bool{"TARGETPLATFORM": true, "TARGETOS": true, "TARGETARCH": true, "TARGETVARIANT": true,
	"BUILDPLATFORM": true, "BUILDOS": true, "BUILDARCH": true, "BUILDVARIANT": true}

// dockerFromArgs reports a FROM that reads a variable no ARG before the
// first FROM declares: Docker's reference, FROM can use only the ARGs that
// occur before the first FROM (and BuildKit's platform arguments), so the
// variable is empty and the image reference broken or different from the
// one meant. A ${NAME:-default} has its own fallback and is left alone.
func dockerFromArgs(file string, lines []string, ins []dockerInstr) []engine.Diagnostic {
	var out []engine.Diagnostic
	global := map[string]bool{}      // declared before the first FROM
	withDefault := map[string]bool{} // ... with a default value
	started := false
	for _, in := range ins {
		switch in.kw {
		case "ARG":
			if !started {
				for _, w := range strings.Fields(in.args) {
					if m := argName.FindStringSubmatch(w); m != nil {
						global[m[1]] = true
						withDefault[m[1]] = strings.Contains(w, "=")
					}
				}
			}
		case "FROM":
			started = true
			for _, m := range fromVar.FindAllStringSubmatch(in.args, -1) {
				if name := m[1] + m[2]; !global[name] && !platformArgs[name] && !strings.HasPrefix(m[3], ":") {
					out = append(out, diag("docker-from-arg-undeclared", "correctness", file, in.line, strings.TrimSpace(lines[in.line-1]), finding.Medium, 0.8,
						"$"+name+" in FROM is not declared by an ARG before the first FROM: it is empty, and the image reference breaks",
						"Declare it before the first FROM with a default, ARG "+name+"=<value>, and pass other values with --build-arg; Docker's reference: FROM instructions support variables declared by ARG instructions that occur before the first FROM."))
					break
				} else if global[name] && !withDefault[name] && !strings.HasPrefix(m[3], ":") {
					out = append(out, diag("docker-from-arg-undeclared", "correctness", file, in.line, strings.TrimSpace(lines[in.line-1]), finding.Low, 0.7,
						"$"+name+" in FROM has no default: a build without --build-arg "+name+"=... gets an empty, broken image reference (Docker's InvalidDefaultArgInFrom check)",
						"Give the ARG a default (ARG "+name+"=<value>) or use ${"+name+":-<value>} in the FROM line."))
					break
				}
			}
		}
	}
	return out
}

// fromVar is a variable in a FROM line: $NAME, or ${NAME} with what follows
// the name inside the braces.
var fromVar = regexp.MustCompile(`\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\})`)

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
			if !inStage {
				// a fragment with no FROM (a template a tool prepends one to) has no stage yet
				continue
			}
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
