package iac

import (
	"path"
	"regexp"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// More JSON configuration: settings that turn TLS verification off in any
// JSON file (a tool's or editor's settings, an npm or client config), the
// Pod Security Standards' Baseline controls in Kubernetes manifests written
// as JSON, TypeScript's strict checks turned off in a tsconfig, Azure
// Functions' anonymous HTTP triggers, and npm dependencies on any version.
// The line checks read the text (tsconfig and VS Code settings allow
// comments, which a JSON or YAML decoder refuses); the manifest checks
// decode it.

var jsonMoreIDs = []string{
	"iac/json-tls-verification-disabled", "iac/k8s-json-privileged", "iac/k8s-json-privilege-escalation", "iac/k8s-json-host-namespace",
	"iac/k8s-json-run-as-root", "iac/k8s-json-host-path", "iac/k8s-json-dangerous-capability",
	"iac/tsconfig-strict-off", "iac/azure-function-anonymous", "iac/npm-dependency-any-version", "iac/npm-dependency-git-unpinned",
	"iac/npm-registry-plain-http", "iac/composer-minimum-stability-dev",
}

var (
	// "key": value pairs whose value turns certificate checks off
	jsonTLSOff  = regexp.MustCompile(`"((?:[\w.-]*\.)?(?:strict-ssl|strictSSL|strict_ssl|rejectUnauthorized|proxyStrictSSL|sslVerify|ssl_verify|verify_ssl|verifySsl|verifySSL|validate_certs|tlsVerify|tls_verify|sslcertverify))"\s*:\s*(false\b|"false"|0\b|"0")|"((?:[\w.-]*\.)?(?:insecureSkipVerify|insecure_skip_verify|insecureSkipTLSVerify|insecure-skip-tls-verify|tlsSkipVerify|skipTlsVerify|skipTLSVerify|allowInsecure|ssl_insecure|insecure-ssl|GIT_SSL_NO_VERIFY))"\s*:\s*(true\b|"true"|1\b|"1")|"NODE_TLS_REJECT_UNAUTHORIZED"\s*:\s*"?0"?|\bNODE_TLS_REJECT_UNAUTHORIZED=0\b`)
	tsStrictOff = regexp.MustCompile(`^\s*"(strict|noImplicitAny|strictNullChecks|strictFunctionTypes|alwaysStrict)"\s*:\s*false\b`)
	funcAnon    = regexp.MustCompile(`"authLevel"\s*:\s*"anonymous"`)
	k8sMarker   = regexp.MustCompile(`"apiVersion"\s*:[\s\S]*"kind"\s*:|"kind"\s*:[\s\S]*"apiVersion"\s*:`)
	// capabilities outside the Baseline profile's list that give a container the host
	hostCapability = regexp.MustCompile(`^(ALL|SYS_ADMIN|SYS_PTRACE|SYS_MODULE|NET_ADMIN|SYS_RAWIO|DAC_READ_SEARCH|BPF|PERFMON|SYS_BOOT)$`)
)

// jsonLines runs the text checks over a .json file and, for a Kubernetes
// manifest, the decoded ones.
func jsonLines(file string, src []byte) []engine.Diagnostic {
	base := strings.ToLower(path.Base(file))
	if !strings.HasSuffix(base, ".json") || strings.HasSuffix(base, "-lock.json") || strings.HasSuffix(base, ".lock.json") || len(src) > 1<<20 {
		return nil
	}
	var out []engine.Diagnostic
	lines := strings.Split(string(src), "\n")
	tsconfig := strings.HasPrefix(base, "tsconfig") || strings.HasPrefix(base, "jsconfig")
	for i, l := range lines {
		code := strings.TrimSpace(l)
		if m := jsonTLSOff.FindString(l); m != "" {
			out = append(out, diag("json-tls-verification-disabled", "security", file, i+1, code, finding.Medium, 0.8,
				m+" turns TLS certificate verification off: whoever sits on the network path can read and change the traffic",
				"Give the client the CA that signed the server's certificate (cafile, NODE_EXTRA_CA_CERTS, http.sslCAInfo) instead of turning the check off; every tool documents these switches as for testing only.", "CWE-295"))
		}
		if tsconfig {
			if m := tsStrictOff.FindStringSubmatch(l); m != nil {
				out = append(out, diag("tsconfig-strict-off", "maintainability", file, i+1, code, finding.Low, 0.7,
					m[1]+": false turns off a check TypeScript's strict mode makes: type errors that it would catch compile silently",
					"Keep \"strict\": true and fix the errors it reports (or turn a single check off with a comment in the code that needs it); the TypeScript handbook recommends strict for new code, and turning it off after the fact hides null and any errors."))
			}
		}
		if base == "function.json" && funcAnon.MatchString(l) {
			out = append(out, diag("azure-function-anonymous", "security", file, i+1, code, finding.Low, 0.5,
				"authLevel anonymous: the HTTP trigger runs for anyone who finds its URL, with no function key",
				"Use authLevel function (a key per function) and put real authentication in front (App Service authentication, API Management); Azure's documentation: anonymous triggers accept any request.", "CWE-306"))
		}
	}
	if base == "package.json" {
		out = append(out, npmAnyVersion(file, lines, npmPrivate.Match(src))...)
		out = append(out, npmSources(file, lines)...)
	}
	if base == "composer.json" {
		for i, l := range lines {
			if composerDev.MatchString(l) {
				out = append(out, diag("composer-minimum-stability-dev", "maintainability", file, i+1, strings.TrimSpace(l), finding.Low, 0.7,
					"minimum-stability dev lets Composer install development versions of every dependency that has no stable release for the constraint",
					"Keep minimum-stability at stable (the default) and allow an unstable package only where needed, in its constraint (\"vendor/pkg\": \"^2.0@beta\"); Composer's documentation on minimum-stability."))
			}
		}
	}
	if k8sMarker.Match(src) {
		out = append(out, k8sJSON(file, src, lines)...)
	}
	return out
}

var (
	npmDep       = regexp.MustCompile(`^\s*"([^"]+)"\s*:\s*"(\*|latest|x|)"\s*,?\s*$`)
	npmPrivate   = regexp.MustCompile(`"private"\s*:\s*true`)
	npmDepsStart = regexp.MustCompile(`^"(dependencies|devDependencies|optionalDependencies)"\s*:\s*\{`)
)

// npmAnyVersion reports dependencies that accept whatever version is
// published next: "latest", "x" or an empty range, and "*" in a package
// that is published ("*" is how a private workspace package names its
// siblings, which the workspace links, not the registry).
func npmAnyVersion(file string, lines []string, private bool) []engine.Diagnostic {
	var out []engine.Diagnostic
	in := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case npmDepsStart.MatchString(t):
			in = !strings.Contains(t, "}")
		case in && strings.HasPrefix(t, "}"):
			in = false
		case in:
			if m := npmDep.FindStringSubmatch(l); m != nil && !(private && m[2] == "*") {
				out = append(out, diag("npm-dependency-any-version", "security", file, i+1, t, finding.Medium, 0.75,
					m[1]+" accepts any version (\""+m[2]+"\"): the next install takes whatever was published last, a hijacked release included",
					"Give a semver range from the version you tested (\"^4.18.2\") and commit the lockfile; npm's documentation: \"*\" and \"\" match any version.", "CWE-1357"))
			}
		}
	}
	return out
}

// k8sJSON reports the Baseline Pod Security Standard's controls in a
// manifest written as JSON (the YAML packs read only YAML).
func k8sJSON(file string, src []byte, lines []string) []engine.Diagnostic {
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return []byte(strings.Repeat("  ", len(b))) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: lines}
	mappings(doc.Content[0], func(m *yaml.Node) {
		if v := get(m, "privileged"); isTrue(v) {
			c.add("k8s-json-privileged", "security", v.Line, 0, finding.High, 0.85,
				"privileged: true gives the container the host's devices and every kernel capability",
				"Remove privileged and add only the capability the container needs (capabilities.add), with capabilities.drop [\"ALL\"].", "CWE-250")
		}
		if v := get(m, "allowPrivilegeEscalation"); isTrue(v) {
			c.add("k8s-json-privilege-escalation", "security", v.Line, 0, finding.Medium, 0.85,
				"allowPrivilegeEscalation: true lets a process gain more privileges than its parent (setuid binaries)",
				"Set allowPrivilegeEscalation to false in every container's securityContext.", "CWE-269")
		}
		for _, k := range []string{"hostNetwork", "hostPID", "hostIPC"} {
			if v := get(m, k); isTrue(v) {
				c.add("k8s-json-host-namespace", "security", v.Line, 0, finding.High, 0.85,
					k+": true shares the node's namespace with the pod",
					"Remove "+k+"; expose ports through a Service, and keep host namespaces to node agents that need them.", "CWE-668")
			}
		}
		if v := get(m, "runAsUser"); scalar(v) == "0" {
			c.add("k8s-json-run-as-root", "security", v.Line, 0, finding.Medium, 0.85,
				"runAsUser: 0 runs the container as root",
				"Run as an unprivileged user (runAsUser: 10001, runAsNonRoot: true).", "CWE-250")
		}
		if v := get(m, "runAsNonRoot"); isFalse(v) {
			c.add("k8s-json-run-as-root", "security", v.Line, 0, finding.Medium, 0.85,
				"runAsNonRoot: false lets the container run as root",
				"Set runAsNonRoot: true with a non-zero runAsUser.", "CWE-250")
		}
		if v := get(m, "hostPath"); v != nil && v.Kind == yaml.MappingNode {
			c.add("k8s-json-host-path", "security", v.Line, 0, finding.High, 0.8,
				"hostPath mounts a directory of the node into the pod: writes reach the host, and the node's files are readable",
				"Use a PersistentVolumeClaim, a ConfigMap or Secret volume, or emptyDir; the Baseline Pod Security Standard forbids hostPath.", "CWE-668")
		}
		if caps := get(m, "capabilities"); caps != nil {
			for _, v := range values(get(caps, "add")) {
				if hostCapability.MatchString(strings.TrimPrefix(strings.ToUpper(scalar(v)), "CAP_")) {
					c.add("k8s-json-dangerous-capability", "security", v.Line, 0, finding.High, 0.8,
						"capabilities.add "+scalar(v)+" gives the container control over the host's kernel or other processes",
						"Drop ALL and add only what the process needs (NET_BIND_SERVICE); the Baseline Pod Security Standard allows none beyond its short list.", "CWE-250")
				}
			}
		}
	})
	return c.out
}

var (
	// a git dependency (git+https://, git://, github:user/repo, user/repo) and the ref after #
	npmGitDep   = regexp.MustCompile(`^\s*"([^"]+)"\s*:\s*"((git\+)?(https?|ssh|git)://[^"#]*\.git|git\+(https?|ssh)://[^"#]+|(github|gitlab|bitbucket):[^"#]+|[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)(#([^"]*))?"\s*,?\s*$`)
	hexRef      = regexp.MustCompile(`^[0-9a-f]{40}$`)
	npmRegistry = regexp.MustCompile(`"registry"\s*:\s*"http://`)
	composerDev = regexp.MustCompile(`"minimum-stability"\s*:\s*"dev"`)
)

// npmSources reports git dependencies on a branch (no ref, or a branch
// name) rather than a commit, and a registry reached over plain HTTP.
func npmSources(file string, lines []string) []engine.Diagnostic {
	var out []engine.Diagnostic
	in := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if npmRegistry.MatchString(l) {
			out = append(out, diag("npm-registry-plain-http", "security", file, i+1, t, finding.Medium, 0.8,
				"The registry is reached over plain http://: packages and the credentials sent with them cross the network unencrypted",
				"Use the registry's https:// URL; npm's documentation: a package fetched over HTTP can be replaced on the way.", "CWE-319"))
		}
		switch {
		case npmDepsStart.MatchString(t):
			in = !strings.Contains(t, "}")
		case in && strings.HasPrefix(t, "}"):
			in = false
		case in:
			m := npmGitDep.FindStringSubmatch(l)
			// m[8] is the ref after #; a local path ("../pkg") is not a GitHub shorthand
			if m == nil || strings.HasPrefix(m[2], ".") || hexRef.MatchString(m[8]) || (m[8] != "" && !branchRef.MatchString(m[8])) {
				continue
			}
			out = append(out, diag("npm-dependency-git-unpinned", "security", file, i+1, t, finding.Medium, 0.7,
				m[1]+" is installed from a git branch ("+m[2]+"): each install takes whatever was pushed there last",
				"Pin the commit (\"git+https://github.com/org/repo.git#<40-hex sha>\") or, better, depend on a published version; npm's documentation: without a commit-ish the default branch is used.", "CWE-1357"))
		}
	}
	return out
}

// branchRef is a ref that names a branch, which moves.
var branchRef = regexp.MustCompile(`^(main|master|develop|dev|trunk|HEAD|latest|next|canary)$`)
