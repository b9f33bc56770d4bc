// Package iac is the engine for infrastructure files the structural rule
// packs cannot parse: Dockerfiles (ast-grep has no grammar for them),
// Terraform and shell scripts. Its checks are line-based and narrow on
// purpose — each one says exactly what it saw — so they stay precise:
//
//   - Dockerfile: an image without a pinned tag (or :latest), no USER (the
//     container runs as root), a remote script piped into a shell;
//   - Terraform: public bucket ACLs, ingress open to the internet on a
//     sensitive port or all ports, storage with encryption turned off;
//   - shell: rm -rf on an unquoted variable, a remote script piped into a
//     shell.
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
		case "shell":
			d = shell(f.Path, string(f.Content))
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
	case strings.HasSuffix(base, ".sh") || strings.HasSuffix(base, ".bash"):
		return "shell"
	}
	return ""
}

func diag(rule, dim, file string, line int, code string, sev finding.Severity, conf float64, msg, rec string, cwe ...string) engine.Diagnostic {
	return engine.Diagnostic{Engine: Name, Rule: "iac/" + rule, Dimension: dim, File: file, Lines: finding.Lines(line, line),
		Severity: sev, Confidence: conf, Message: msg, Detail: rec, Code: code, CWE: cwe}
}

var (
	fromLine  = regexp.MustCompile(`(?i)^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?`)
	userLine  = regexp.MustCompile(`(?i)^\s*USER\s+(\S+)`)
	pipeShell = regexp.MustCompile(`\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|da|k)?sh\b`)
)

func dockerfile(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	stages := map[string]bool{}
	lastUser, lastFrom := "", 0
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		n := i + 1
		if m := fromLine.FindStringSubmatch(line); m != nil {
			image := m[1]
			lastFrom, lastUser = n, ""
			if m[2] != "" {
				stages[strings.ToLower(m[2])] = true
			}
			name := image[strings.LastIndex(image, "/")+1:]
			switch {
			case stages[strings.ToLower(image)], strings.EqualFold(image, "scratch"), strings.Contains(image, "$"), strings.Contains(image, "@sha256:"):
			case !strings.Contains(name, ":"):
				out = append(out, diag("docker-unpinned-image", "maintainability", file, n, line, finding.Medium, 0.9,
					"Base image "+image+" without a tag: the build changes whenever the image does",
					"Pin a version tag (and ideally a digest, image:1.2.3@sha256:…) so builds are reproducible and updates deliberate."))
			case strings.HasSuffix(name, ":latest"):
				out = append(out, diag("docker-latest-tag", "maintainability", file, n, line, finding.Medium, 0.9,
					"Base image "+image+" uses the latest tag",
					"Pin a version tag (and ideally a digest) instead of :latest so builds are reproducible."))
			}
		}
		if m := userLine.FindStringSubmatch(line); m != nil {
			lastUser = m[1]
		}
		if pipeShell.MatchString(line) {
			out = append(out, diag("pipe-to-shell", "security", file, n, line, finding.High, 0.85,
				"A remote script is piped into a shell during the build",
				"Download the script, verify its checksum or signature, then run it; or install from a package manager.", "CWE-494"))
		}
	}
	if lastFrom > 0 && (lastUser == "" || lastUser == "root" || lastUser == "0") {
		out = append(out, diag("docker-root-user", "security", file, lastFrom, lines[lastFrom-1]+" (no USER)", finding.Medium, 0.8,
			"The final image runs as root (no USER instruction after the last FROM)",
			"Create an unprivileged user and switch to it with USER before the entrypoint, so a compromise of the process is not root in the container.", "CWE-250"))
	}
	return out
}

var (
	publicACL   = regexp.MustCompile(`^\s*acl\s*=\s*"(public-read|public-read-write|authenticated-read)"`)
	openCIDR    = regexp.MustCompile(`"0\.0\.0\.0/0"|"::/0"`)
	blockStart  = regexp.MustCompile(`^\s*(ingress|egress)\s*\{`)
	portLine    = regexp.MustCompile(`^\s*(from_port|to_port)\s*=\s*(-?\d+)`)
	encryptOff  = regexp.MustCompile(`^\s*(encrypted|storage_encrypted|encryption_enabled|enable_encryption)\s*=\s*false\b`)
	publicBlock = regexp.MustCompile(`^\s*(block_public_acls|block_public_policy|ignore_public_acls|restrict_public_buckets)\s*=\s*false\b`)
)

// sensitivePorts are ports that should not face the internet.
var sensitivePorts = map[int]string{22: "SSH", 3389: "RDP", 3306: "MySQL", 5432: "PostgreSQL", 6379: "Redis", 27017: "MongoDB", 9200: "Elasticsearch", 2375: "Docker", 23: "Telnet"}

func terraform(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		n := i + 1
		if publicACL.MatchString(line) {
			out = append(out, diag("tf-public-bucket", "security", file, n, line, finding.High, 0.9,
				"Storage bucket readable by anyone (public ACL)",
				"Use a private ACL and grant access through policies to named principals; enable the account's public access block.", "CWE-732"))
		}
		if publicBlock.MatchString(line) {
			out = append(out, diag("tf-public-access-block-off", "security", file, n, line, finding.Medium, 0.85,
				"Public access block turned off",
				"Keep block_public_acls, block_public_policy, ignore_public_acls and restrict_public_buckets true unless the bucket must be public.", "CWE-732"))
		}
		if encryptOff.MatchString(line) {
			out = append(out, diag("tf-unencrypted-storage", "security", file, n, line, finding.Medium, 0.85,
				"Storage with encryption at rest turned off",
				"Set encryption to true (with a managed or customer key); unencrypted volumes and databases leak on snapshot or disposal.", "CWE-311"))
		}
		if blockStart.MatchString(line) && strings.Contains(blockStart.FindStringSubmatch(line)[1], "ingress") {
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

var rmUnquoted = regexp.MustCompile(`\brm\s+-[a-zA-Z]*[rR][a-zA-Z]*f?[a-zA-Z]*\s+(?:[^"'\s]*\s+)*\$\{?[A-Za-z_][A-Za-z0-9_]*\}?(/|\s|$)`)

func shell(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for i, line := range strings.Split(src, "\n") {
		n := i + 1
		code := line
		if c := strings.Index(line, "#"); c >= 0 && !strings.Contains(line[:c], `"`) && !strings.Contains(line[:c], "'") && !strings.Contains(line[:c], "$") {
			code = line[:c]
		}
		if rmUnquoted.MatchString(code) {
			out = append(out, diag("shell-rm-unquoted", "security", file, n, line, finding.High, 0.8,
				"rm -r on an unquoted variable: empty or with spaces, it deletes the wrong thing",
				`Quote it and refuse an empty value: rm -rf -- "${DIR:?}/build".`, "CWE-78"))
		}
		if pipeShell.MatchString(code) {
			out = append(out, diag("pipe-to-shell", "security", file, n, line, finding.High, 0.85,
				"A remote script is piped into a shell",
				"Download the script, verify its checksum or signature, then run it.", "CWE-494"))
		}
	}
	return out
}
