// Package iac is the engine for the two infrastructure checks that need
// more than a tree-sitter query (the treesitter engine's Dockerfile, HCL,
// Bash and YAML packs have the rest):
//
//   - Dockerfile: no USER after the last FROM — the container runs as root;
//     a property of the whole file, not of one instruction;
//   - Terraform: ingress open to the internet on every port, or on a port
//     range that contains a sensitive port (from_port = 20, to_port = 30
//     opens SSH) — arithmetic on two attributes.
package iac

import (
	"context"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "iac"

type Engine struct{}

var _ engine.Engine = Engine{}

func New(engine.Env) (engine.Engine, error) { return Engine{}, nil }

func (Engine) Name() string { return Name }

func (Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		var d []engine.Diagnostic
		switch kind(f.Path) {
		case "dockerfile":
			d = dockerfile(f.Path, string(f.Content))
		case "terraform":
			d = terraform(f.Path, string(f.Content))
		}
		res.Diagnostics = append(res.Diagnostics, d...)
	}
	return res, nil
}

func kind(p string) string {
	base := strings.ToLower(path.Base(p))
	switch {
	case base == "dockerfile" || base == "containerfile" || strings.HasPrefix(base, "dockerfile.") || strings.HasSuffix(base, ".dockerfile"):
		return "dockerfile"
	case strings.HasSuffix(base, ".tf"):
		return "terraform"
	}
	return ""
}

func diag(rule, dim, file string, line int, code string, sev finding.Severity, conf float64, msg, rec string, cwe ...string) engine.Diagnostic {
	return engine.Diagnostic{Engine: Name, Rule: "iac/" + rule, Dimension: dim, File: file, Lines: finding.Lines(line, line),
		Severity: sev, Confidence: conf, Message: msg, Detail: rec, Code: code, CWE: cwe}
}

var (
	fromLine = regexp.MustCompile(`(?i)^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?`)
	userLine = regexp.MustCompile(`(?i)^\s*USER\s+(\S+)`)
)

func dockerfile(file, src string) []engine.Diagnostic {
	lastUser, lastFrom := "", 0
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		if fromLine.MatchString(line) {
			lastFrom, lastUser = i+1, ""
		}
		if m := userLine.FindStringSubmatch(line); m != nil {
			lastUser = m[1]
		}
	}
	if lastFrom > 0 && (lastUser == "" || lastUser == "root" || lastUser == "0") {
		return []engine.Diagnostic{diag("docker-root-user", "security", file, lastFrom, lines[lastFrom-1]+" (no USER)", finding.Medium, 0.8,
			"The final image runs as root (no USER instruction after the last FROM)",
			"Create an unprivileged user and switch to it with USER before the entrypoint, so a compromise of the process is not root in the container.", "CWE-250")}
	}
	return nil
}

var (
	openCIDR   = regexp.MustCompile(`"0\.0\.0\.0/0"|"::/0"`)
	blockStart = regexp.MustCompile(`^\s*(ingress|egress)\s*\{`)
	portLine   = regexp.MustCompile(`^\s*(from_port|to_port)\s*=\s*(-?\d+)`)
)

// sensitivePorts are ports that should not face the internet.
var sensitivePorts = map[int]string{22: "SSH", 3389: "RDP", 3306: "MySQL", 5432: "PostgreSQL", 6379: "Redis", 27017: "MongoDB", 9200: "Elasticsearch", 2375: "Docker", 23: "Telnet"}

func terraform(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		if m := blockStart.FindStringSubmatch(line); m != nil && m[1] == "ingress" {
			if d, ok := openIngress(file, lines, i); ok {
				out = append(out, d)
			}
		}
	}
	return out
}

// openIngress looks at the ingress block starting at line i: open to the
// internet on a sensitive port, or on every port, is a finding; a public
// web port is not.
func openIngress(file string, lines []string, i int) (engine.Diagnostic, bool) {
	depth, open, from, to := 0, false, -1, -1
	for j := i; j < len(lines); j++ {
		depth += strings.Count(lines[j], "{") - strings.Count(lines[j], "}")
		if openCIDR.MatchString(lines[j]) {
			open = true
		}
		if m := portLine.FindStringSubmatch(lines[j]); m != nil {
			var v int
			for _, c := range m[2] {
				if c >= '0' && c <= '9' {
					v = v*10 + int(c-'0')
				}
			}
			if strings.HasPrefix(m[2], "-") {
				v = -1
			}
			if m[1] == "from_port" {
				from = v
			} else {
				to = v
			}
		}
		if depth <= 0 && j > i {
			break
		}
	}
	if !open {
		return engine.Diagnostic{}, false
	}
	n := i + 1
	if from <= 0 && (to <= 0 || to >= 65535) {
		return diag("tf-open-ingress", "security", file, n, lines[i], finding.High, 0.85,
			"Ingress open to the internet on every port",
			"Allow only the ports the service needs, from the addresses that need them.", "CWE-284"), true
	}
	for p, name := range sensitivePorts {
		if from <= p && p <= to {
			return diag("tf-open-ingress", "security", file, n, lines[i], finding.High, 0.85,
				name+" port open to the internet",
				"Restrict the source to known addresses (a VPN, a bastion, a security group) instead of 0.0.0.0/0.", "CWE-284"), true
		}
	}
	return engine.Diagnostic{}, false
}
