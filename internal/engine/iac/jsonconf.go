package iac

import (
	"bytes"
	"encoding/base64"
	"path"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// JSON configuration of tools whose documentation names a setting as a
// security decision: Azure Resource Manager templates (the storage, web
// app and SQL properties Azure's security baselines name), Amazon ECS task
// definitions, Docker's daemon.json, Composer's and npm's package files.
// Like CloudFormation they are read as YAML for the lines, and what to look
// for is rows of checks/json.yml (in: document); this file tells the kinds
// apart and keeps the checks that decode a value (appsettings.json's
// connection strings, the base64 credentials of Docker's config.json).

var jsonRuleIDs = []string{"iac/firebase-rules-public", "iac/docker-config-credentials"}

// jsonKinds are the kinds jsonKind names, which rows in: document name.
// (k8s is a manifest written as JSON, which jsonLines reads.)
var jsonKinds = []string{"docker-daemon", "composer", "firebase", "npm", "appsettings", "docker-config", "arm", "ecs", "k8s"}

// jsonNamedKinds are the kinds whose files the vocabulary's
// json-files-<kind> lists name.
var jsonNamedKinds = []string{"docker-daemon", "composer", "firebase", "npm", "appsettings", "docker-config"}

// jsonKind names a JSON file's kind, or "": by its name (the vocabulary's
// json-files-<kind>) and, where a name is not enough, by what it holds.
func (w *checkWords) jsonKind(p string, src []byte) string {
	base := strings.ToLower(path.Base(p))
	if !strings.HasSuffix(base, ".json") {
		return ""
	}
	named := func(k string) bool { return fileNamed(w.jsonFiles[k], base, strings.ToLower(p)) }
	switch {
	case named("docker-daemon") && strings.Contains(string(src), `"`):
		return "docker-daemon"
	case named("composer"):
		return "composer"
	case named("firebase") || firebaseMarker.Match(src):
		return "firebase"
	case named("npm"):
		return "npm"
	case named("appsettings") && !w.appsettingsDev.MatchString(base):
		return "appsettings"
	case named("docker-config") && w.dockerAuthsMarker.Match(src):
		return "docker-config"
	case w.armMarker.Match(src):
		return "arm"
	case w.ecsMarker.Match(src):
		return "ecs"
	}
	return ""
}

var (
	// Realtime Database rules: {"rules": {".read": ..., ".write": ...}}
	firebaseMarker = regexp.MustCompile(`^\s*\{\s*"rules"\s*:\s*\{[\s\S]*"\.(read|write)"\s*:`)
)

func jsonConf(file, kind string, src []byte, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return []byte(strings.Repeat("  ", len(b))) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: strings.Split(string(src), "\n"), w: w}
	root := doc.Content[0]
	switch kind {
	case "appsettings":
		c.appsettings(root)
	case "docker-config":
		c.dockerConfig(root)
	}
	c.document(rows, kind, root)
	slices.SortStableFunc(c.out, func(a, b engine.Diagnostic) int { return a.Lines.Start - b.Lines.Start })
	return c.out
}

// maskJSONComments returns src with the // and /* */ comments of JSON with
// comments (tsconfig.json, appsettings.json, VS Code's and
// devcontainer's settings, which their tools read with comments allowed)
// turned into spaces, newlines kept: a comment otherwise makes the whole
// file unreadable to the YAML parser the JSON checks use, and the lines
// stay the file's own.
func maskJSONComments(src []byte) []byte {
	if !bytes.Contains(src, []byte("//")) && !bytes.Contains(src, []byte("/*")) {
		return src
	}
	out := bytes.Clone(src)
	inString := false
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			inString = true
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			for ; i < len(out) && out[i] != '\n'; i++ {
				out[i] = ' '
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			out[i], out[i+1] = ' ', ' '
			for i += 2; i < len(out) && !(out[i] == '*' && i+1 < len(out) && out[i+1] == '/'); i++ {
				if out[i] != '\n' && out[i] != '\r' {
					out[i] = ' '
				}
			}
			if i < len(out) {
				out[i], out[i+1] = ' ', ' '
				i++
			}
		}
	}
	return out
}

// dockerConfig reports registry credentials stored in a Docker client
// configuration: the auth field is base64 of user:password, not a hash or
// an encryption (Docker's docs for docker login: without a credentials
// store the credentials are kept in config.json, base64-encoded).
func (c *cloudCheck) dockerConfig(root *yaml.Node) {
	for _, key := range c.w.dockerAuths {
		c.registryAuths(get(root, key))
	}
}

// registryAuths reports each registry entry whose auth (Docker's field of
// an entry) decodes to a user and a password.
func (c *cloudCheck) registryAuths(auths *yaml.Node) {
	for i := 1; auths != nil && auths.Kind == yaml.MappingNode && i < len(auths.Content); i += 2 {
		v := get(auths.Content[i], "auth")
		raw, err := base64.StdEncoding.DecodeString(scalar(v))
		if err != nil {
			continue
		}
		if user, pass, ok := strings.Cut(string(raw), ":"); ok && user != "" && pass != "" {
			c.add("docker-config-credentials", "secrets", v.Line, 0, finding.High, 0.85,
				"The Docker configuration holds the password of "+user+" for "+auths.Content[i-1].Value+" (auth is only base64 of user:password)",
				"Remove the file from the repository, rotate the password or token, and let docker login keep credentials in a credentials store (credsStore: desktop, pass, secretservice) or pass them from CI secrets at run time.", "CWE-522")
		}
	}
}
