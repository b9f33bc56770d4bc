package iac

import (
	"bytes"
	"encoding/base64"
	"path"
	"regexp"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// JSON configuration of tools whose documentation names a setting as a
// security decision: Azure Resource Manager templates (the storage, web
// app and SQL properties Azure's security baselines name), Amazon ECS task
// definitions, Docker's daemon.json, Composer's and npm's package files.
// Like CloudFormation they are read as YAML for the lines.

var jsonRuleIDs = []string{
	"iac/arm-plain-http", "iac/arm-old-tls", "iac/arm-public-blob-access", "iac/arm-open-firewall", "iac/arm-hardcoded-secret",
	"iac/ecs-privileged", "iac/ecs-root-user", "iac/ecs-host-network", "iac/ecs-writable-root-filesystem", "iac/ecs-hardcoded-secret",
	"iac/docker-daemon-unauthenticated-tcp", "iac/docker-daemon-insecure-registry",
	"iac/composer-insecure-transport", "iac/npm-install-script-download", "iac/npm-dependency-insecure-url",
	"iac/firebase-rules-public", "iac/docker-config-credentials",
}

// jsonKind names a JSON file's kind, or "".
func jsonKind(p string, src []byte) string {
	base := strings.ToLower(path.Base(p))
	if !strings.HasSuffix(base, ".json") {
		return ""
	}
	switch {
	case base == "daemon.json" && strings.Contains(string(src), `"`):
		return "docker-daemon"
	case base == "composer.json":
		return "composer"
	case base == "database.rules.json" || firebaseMarker.Match(src):
		return "firebase"
	case base == "package.json":
		return "npm"
	case strings.HasPrefix(base, "appsettings") && !appsettingsDev.MatchString(base):
		return "appsettings"
	case (base == "config.json" || base == ".dockerconfigjson" || base == ".dockercfg") && dockerAuthsMarker.Match(src):
		return "docker-config"
	case armMarker.Match(src):
		return "arm"
	case ecsMarker.Match(src):
		return "ecs"
	}
	return ""
}

var (
	armMarker = regexp.MustCompile(`deploymentTemplate\.json|"type"\s*:\s*"Microsoft\.[A-Za-z]+/`)
	// Realtime Database rules: {"rules": {".read": ..., ".write": ...}}
	firebaseMarker = regexp.MustCompile(`^\s*\{\s*"rules"\s*:\s*\{[\s\S]*"\.(read|write)"\s*:`)
	ecsMarker      = regexp.MustCompile(`"containerDefinitions"\s*:`)
	// Docker's client configuration: {"auths": {"registry": {"auth": "base64(user:password)"}}}
	dockerAuthsMarker = regexp.MustCompile(`"auths"\s*:\s*\{`)
	// an ARM expression or a parameter: the value is not in the file
	armExpr = regexp.MustCompile(`^\[`)
	// npm install hooks that pipe a download into a shell
	armOldTLS   = regexp.MustCompile(`^(TLS1_0|TLS1_1|1\.0|1\.1|Tls10|Tls11)$`)
	loopbackTCP = regexp.MustCompile(`^tcp://(127\.0\.0\.1|localhost|\[::1\])(:|$)`)
	pipeShell   = regexp.MustCompile(`\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|da)?sh\b`)
)

func jsonConf(file, kind string, src []byte) []engine.Diagnostic {
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return []byte(strings.Repeat("  ", len(b))) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: strings.Split(string(src), "\n")}
	root := doc.Content[0]
	switch kind {
	case "arm":
		mappings(root, c.arm)
		// a secure parameter with its value as the default
		if ps := get(root, "parameters"); ps != nil && ps.Kind == yaml.MappingNode {
			for i := 1; i < len(ps.Content); i += 2 {
				p := ps.Content[i]
				if t := strings.ToLower(scalar(get(p, "type"))); t == "securestring" || t == "secureobject" {
					if v := get(p, "defaultValue"); v != nil && v.Kind == yaml.ScalarNode && scalar(v) != "" && !armExpr.MatchString(scalar(v)) && !placeholder.MatchString(scalar(v)) {
						c.add("arm-hardcoded-secret", "secrets", v.Line, 0, finding.High, 0.8,
							"Secure parameter "+ps.Content[i-1].Value+" has its value as the default: it is in the template for anyone who can read it",
							"Remove the defaultValue and pass the value at deployment, from a Key Vault reference in the parameters file; rotate the one that was committed.", "CWE-798")
					}
				}
			}
		}
	case "ecs":
		for _, cd := range values(get(root, "containerDefinitions")) {
			c.ecsContainer(cd)
		}
		if v := get(root, "networkMode"); scalar(v) == "host" {
			c.add("ecs-host-network", "security", v.Line, 0, finding.Medium, 0.8,
				"networkMode: host gives the task's containers the instance's network stack",
				"Use networkMode awsvpc (each task gets its own interface and security groups) or bridge; with host mode a container reaches every port the instance listens on, the metadata service included.", "CWE-668")
		}
	case "docker-daemon":
		c.dockerDaemon(root)
	case "appsettings":
		c.appsettings(root)
	case "docker-config":
		c.dockerConfig(root)
	case "firebase":
		mappings(get(root, "rules"), func(m *yaml.Node) {
			for _, k := range []string{".read", ".write"} {
				if v := get(m, k); isTrue(v) || scalar(v) == "true" {
					c.add("firebase-rules-public", "security", v.Line, 0, finding.High, 0.85,
						k+": true lets anyone on the internet "+map[string]string{".read": "read", ".write": "change"}[k]+" this part of the database, without signing in",
						"Require authentication and check the user's access: \""+k+"\": \"auth != null && auth.uid === $uid\"; Firebase's security rules docs: rules set to true open the data to anyone who finds the project.", "CWE-284")
				}
			}
		})
	case "composer":
		cfg := get(root, "config")
		if v := get(cfg, "secure-http"); isFalse(v) {
			c.add("composer-insecure-transport", "security", v.Line, 0, finding.Medium, 0.85,
				"secure-http: false lets Composer download packages over plain HTTP",
				"Remove it (its default is true) and serve the repository over HTTPS; Composer's documentation: with it off, packages can be tampered with on the way.", "CWE-319")
		}
		if v := get(cfg, "disable-tls"); isTrue(v) {
			c.add("composer-insecure-transport", "security", v.Line, 0, finding.High, 0.85,
				"disable-tls: true turns TLS off for every Composer download",
				"Remove it; Composer's documentation: with TLS disabled, any package or metadata can be replaced by whoever is on the network path.", "CWE-319")
		}
	case "npm":
		scripts := get(root, "scripts")
		for _, hook := range []string{"preinstall", "install", "postinstall", "prepare"} {
			if v := get(scripts, hook); pipeShell.MatchString(scalar(v)) {
				c.add("npm-install-script-download", "security", v.Line, 0, finding.Medium, 0.8,
					"The "+hook+" script pipes a download into a shell: every npm install runs whatever that server returns",
					"Ship the code in the package, or download a pinned file and check its checksum before running it; npm runs install scripts on every machine that installs the package.", "CWE-494")
			}
		}
		for _, deps := range []string{"dependencies", "devDependencies", "optionalDependencies", "peerDependencies"} {
			d := get(root, deps)
			if d == nil || d.Kind != yaml.MappingNode {
				continue
			}
			for i := 1; i < len(d.Content); i += 2 {
				if v := scalar(d.Content[i]); strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "git://") || strings.HasPrefix(v, "git+http://") {
					c.add("npm-dependency-insecure-url", "security", d.Content[i].Line, 0, finding.Medium, 0.8,
						d.Content[i-1].Value+" is fetched over an unencrypted protocol ("+v[:strings.Index(v, "://")+3]+"): anyone on the network path can replace it",
						"Use an https:// or git+https:// URL, or better, a published version from the registry.", "CWE-319")
				}
			}
		}
	}
	return c.out
}

// mappings calls f on every mapping under n.
func mappings(n *yaml.Node, f func(*yaml.Node)) {
	if n == nil {
		return
	}
	if n.Kind == yaml.MappingNode {
		f(n)
	}
	for _, ch := range n.Content {
		mappings(ch, f)
	}
}

func (c *cloudCheck) arm(m *yaml.Node) {
	if v := get(m, "supportsHttpsTrafficOnly"); isFalse(v) {
		c.add("arm-plain-http", "security", v.Line, 0, finding.Medium, 0.85,
			"supportsHttpsTrafficOnly: false lets clients reach the storage account over plain HTTP",
			"Set supportsHttpsTrafficOnly: true (the default for new accounts), so requests and shared access signatures never travel unencrypted.", "CWE-319")
	}
	if v := get(m, "httpsOnly"); isFalse(v) {
		c.add("arm-plain-http", "security", v.Line, 0, finding.Medium, 0.8,
			"httpsOnly: false serves the web app over plain HTTP as well",
			"Set httpsOnly: true so App Service redirects HTTP to HTTPS.", "CWE-319")
	}
	if v := get(m, "ftpsState"); scalar(v) == "AllAllowed" {
		c.add("arm-plain-http", "security", v.Line, 0, finding.Medium, 0.8,
			"ftpsState: AllAllowed accepts deployments over plain FTP, credentials included",
			"Set ftpsState: Disabled (or FtpsOnly) and deploy with zip deploy or a pipeline.", "CWE-319")
	}
	for _, k := range []string{"minimumTlsVersion", "minTlsVersion", "minimalTlsVersion"} {
		if v := get(m, k); armOldTLS.MatchString(scalar(v)) {
			c.add("arm-old-tls", "security", v.Line, 0, finding.Medium, 0.85,
				k+": "+scalar(v)+" accepts TLS 1.0 or 1.1, which are deprecated and broken (RFC 8996)",
				"Set the minimum to TLS 1.2 (TLS1_2, or 1.2 for App Service and SQL).", "CWE-327")
		}
	}
	if v := get(m, "allowBlobPublicAccess"); isTrue(v) {
		c.add("arm-public-blob-access", "security", v.Line, 0, finding.Medium, 0.8,
			"allowBlobPublicAccess: true lets containers in this account be made readable by anyone",
			"Set allowBlobPublicAccess: false and share blobs with SAS tokens or Azure AD roles.", "CWE-732")
	}
	if v := get(m, "publicAccess"); scalar(v) == "Container" || scalar(v) == "Blob" {
		c.add("arm-public-blob-access", "security", v.Line, 0, finding.High, 0.8,
			"publicAccess: "+scalar(v)+" makes the container's blobs readable by anyone on the internet",
			"Set publicAccess: None and share blobs with SAS tokens or Azure AD roles.", "CWE-732")
	}
	if s, e := get(m, "startIpAddress"), get(m, "endIpAddress"); scalar(s) == "0.0.0.0" && scalar(e) == "255.255.255.255" {
		c.add("arm-open-firewall", "security", s.Line, 0, finding.High, 0.85,
			"Firewall rule from 0.0.0.0 to 255.255.255.255 lets every address on the internet connect",
			"Allow the addresses that need the server (the application's outbound IPs, a VNet rule or a private endpoint); 0.0.0.0–0.0.0.0 is the narrower \"Azure services\" rule.", "CWE-284")
	}
	for _, k := range []string{"adminPassword", "administratorLoginPassword", "password"} {
		if v := get(m, k); v != nil && v.Kind == yaml.ScalarNode && scalar(v) != "" && !armExpr.MatchString(scalar(v)) && !placeholder.MatchString(scalar(v)) {
			c.add("arm-hardcoded-secret", "secrets", v.Line, 0, finding.High, 0.8,
				k+" is written in the template: anyone who can read the template or the deployment history has it",
				"Take it from a secure parameter (\"type\": \"securestring\") with a Key Vault reference in the parameters file, and rotate the one that was committed.", "CWE-798")
		}
	}
}

var secretName = regexp.MustCompile(`(?i)(^|_)(PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|ACCESS_KEY|PRIVATE_KEY)$`)

func (c *cloudCheck) ecsContainer(cd *yaml.Node) {
	name := scalar(get(cd, "name"))
	if v := get(cd, "privileged"); isTrue(v) {
		c.add("ecs-privileged", "security", v.Line, 0, finding.High, 0.85,
			"Container "+name+" runs privileged: it gets the instance's devices and every kernel capability",
			"Remove privileged and add the one Linux capability the container needs under linuxParameters.capabilities.add.", "CWE-250")
	}
	if v := get(cd, "user"); scalar(v) == "root" || scalar(v) == "0" || strings.HasPrefix(scalar(v), "0:") || strings.HasPrefix(scalar(v), "root:") {
		c.add("ecs-root-user", "security", v.Line, 0, finding.Medium, 0.8,
			"Container "+name+" runs as root (user: "+scalar(v)+")",
			"Run as an unprivileged user (user: \"10001\") built into the image.", "CWE-250")
	}
	if v := get(cd, "readonlyRootFilesystem"); isFalse(v) {
		c.add("ecs-writable-root-filesystem", "security", v.Line, 0, finding.Low, 0.75,
			"Container "+name+" has a writable root filesystem (readonlyRootFilesystem: false)",
			"Set readonlyRootFilesystem: true and mount a volume where the process must write.", "CWE-732")
	}
	for _, e := range values(get(cd, "environment")) {
		c.literalEnvSecret(scalar(get(e, "name")), get(e, "value"), "the task definition")
	}
}

func (c *cloudCheck) dockerDaemon(root *yaml.Node) {
	tls := isTrue(get(root, "tlsverify")) || isTrue(get(root, "tls"))
	for _, h := range values(get(root, "hosts")) {
		if v := scalar(h); strings.HasPrefix(v, "tcp://") && !tls && !loopbackTCP.MatchString(v) {
			c.add("docker-daemon-unauthenticated-tcp", "security", h.Line, 0, finding.High, 0.85,
				"The Docker daemon listens on "+v+" without TLS client verification: whoever reaches the port is root on the host",
				"Listen on the Unix socket only, or protect the TCP socket with tlsverify, tlscacert, tlscert and tlskey (Docker's \"Protect the Docker daemon socket\"), or reach remote daemons over SSH (DOCKER_HOST=ssh://host).", "CWE-306")
		}
	}
	if v := get(root, "insecure-registries"); v != nil && v.Kind == yaml.SequenceNode && len(v.Content) > 0 {
		c.add("docker-daemon-insecure-registry", "security", v.Line, 0, finding.Medium, 0.8,
			"insecure-registries lets the daemon pull images over plain HTTP or with unverified certificates",
			"Give the registry a certificate the daemon trusts (put its CA in /etc/docker/certs.d/<registry>/ca.crt) and remove it from insecure-registries.", "CWE-295")
	}
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
	auths := get(root, "auths")
	if auths == nil || auths.Kind != yaml.MappingNode {
		return
	}
	for i := 1; i < len(auths.Content); i += 2 {
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

// literalEnvSecret reports an environment variable named like a credential
// whose value is written in the task definition.
func (c *cloudCheck) literalEnvSecret(name string, v *yaml.Node, where string) {
	s := scalar(v)
	if !secretName.MatchString(name) || s == "" || placeholder.MatchString(s) || strings.Contains(s, "{{resolve:") || strings.Contains(s, "${") {
		return
	}
	c.add("ecs-hardcoded-secret", "secrets", v.Line, 0, finding.High, 0.8,
		name+" is given a literal value in "+where+": anyone who can read the template or describe the resource has it",
		"Reference the secret instead (the Secrets field with a Secrets Manager ARN for ECS, {{resolve:secretsmanager:...}} or a runtime lookup for Lambda), and rotate the one that was committed.", "CWE-798")
}
