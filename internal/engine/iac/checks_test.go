package iac

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// The shipped rows validate (builtinRows panics otherwise) and every id
// they report is in RuleIDs.
func TestShippedChecks(t *testing.T) {
	if len(builtinRows) == 0 {
		t.Fatal("no shipped rows")
	}
	ids := RuleIDs()
	for _, id := range rowIDs(builtinRows) {
		if !strings.HasPrefix(id, "iac/") || !contains(ids, id) {
			t.Errorf("%s: not an iac/ id in RuleIDs", id)
		}
	}
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// A malformed row is an error that names the file, the row and the field.
func TestCheckErrors(t *testing.T) {
	row := func(extra string) string {
		return "checks:\n  - rule: acme/no-public-queue\n    types: [AWS::SQS::Queue]\n    severity: Medium\n    confidence: 0.8\n" +
			"    message: m\n    recommendation: r\n" + extra
	}
	for _, tc := range []struct{ data, want string }{
		{row("    property: X\n    match: '('\n"), "check 1 (line 2): field match: error parsing regexp"},
		{row("    property: X\n"), "check 1 (line 2): field match: want exactly one of"},
		{row("    match: x\n"), "check 1 (line 2): field property: missing"},
		{row("    property: X\n    present: true\n    check: open-ports\n"), `field check: "open-ports" is not one of open-ingress`},
		{row("    property: X\n    present: true\n    unless:\n      - {property: Y}\n"), "field unless[0]: want exactly one of"},
		{row("    property: X\n    present: true\n    colour: red\n"), "check 1 (line 2): yaml: construct errors: line 10: field colour not found"},
		{row("    property: X\n    present: true\n    in: stack\n"), `field in: "stack" is not one of resource, statement, document, nginx, apache, setting`},
		{strings.Replace(row("    property: X\n    present: true\n"), "Medium", "Severe", 1), "field severity: unknown severity"},
		{"checks: []\n", "field checks: no rows"},
		{row("    property: X\n    present: true\n    each-key: jwt\n"), "field each-key: each-key filters the items of each:"},
		{"files:\n  - {kind: mongod, format: yaml, names: [mongod.conf]}\n" + row("    property: X\n    present: true\n"), "file 1 (line 2): field format: \"yaml\" is not ini"},
		{"files:\n  - {kind: mongod, format: words, names: [etc/mongod.conf]}\n" + row("    property: X\n    present: true\n"), "field names: \"etc/mongod.conf\": a name is a file's lower-case name"},
		{strings.Replace(row("    in: json-line\n    file-name: '(tsconfig'\n    match: x\n"), "    types: [AWS::SQS::Queue]\n", "", 1), "field file-name: error parsing regexp"},
		{row("    property: X\n    present: true\n    file-name: x\n"), "field file-name: a row in resource has no file-name (its fields: types,"},
		{strings.Replace(row("    in: xml\n    file: web.config\n    match: x\n"), "    types: [AWS::SQS::Queue]\n", "", 1), `field file: "web.config" is not one of aspnet, servlet, tomcat, android`},
		{strings.Replace(row("    in: setting\n    file: php.ini\n    setting: x\n    match: on\n"), "    types: [AWS::SQS::Queue]\n", "", 1), `field file: "php.ini" is not a kind of file`},
		{strings.Replace(row("    in: setting\n    file: php\n    setting: Display_Errors\n    match: on\n"), "    types: [AWS::SQS::Queue]\n", "", 1), "field setting: \"Display_Errors\": keys are compared in lower case"},
		{row("    property: X\n    present: true\n    setting: x\n"), "field setting: a row in resource has no setting"},
		{row("    in: nginx\n    match: on\n"), "field types: a row in nginx has no types (its fields: directive, match, not-match, present, when, unless, once, unless-file)"},
		{strings.Replace(row("    in: apache\n    match: on\n"), "    types: [AWS::SQS::Queue]\n", "", 1), "field directive: missing"},
		{strings.Replace(row("    in: apache\n    directive: [TraceEnable]\n    property: X\n    match: on\n"), "    types: [AWS::SQS::Queue]\n", "", 1), "field property: a row in apache has no property"},
		{row("    directive: [TraceEnable]\n    property: X\n    match: on\n"), "field directive: a row in resource has no directive"},
	} {
		_, err := parseChecks("rules/acme.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.HasPrefix(err.Error(), "rules/acme.yml: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %q", tc.data, err, tc.want)
		}
	}
}

// A project adds a row in its rule directory, beside rule and model files,
// and the engine reports it.
func TestUserChecks(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("queues.yml", `files:
  - {kind: mongod, format: words, names: [mongod.conf]}
  # a kind that would take every .conf file leaves nginx's to nginx
  - {kind: anyconf, format: words, paths: ['\.conf$']}
  # a kind that names a file a shipped kind matches by pattern leaves it
  # to the shipped kind: Spring's checks stay on application.properties
  - {kind: props, format: ini, names: [application.properties]}
checks:
  - rule: acme/mongod-auth-off
    in: setting
    file: mongod
    setting: authorization
    match: (?i)^disabled$
    severity: High
    confidence: 0.8
    message: "authorization {{value}} lets every client read and write every database"
    recommendation: Set security.authorization enabled and create users.
  - rule: acme/queue-unencrypted
    types: [AWS::SQS::Queue]
    property: SqsManagedSseEnabled
    match: (?i)^false$
    severity: Medium
    confidence: 0.8
    cwe: [CWE-311]
    message: "Queue {{id}} turns off server-side encryption"
    recommendation: Keep SqsManagedSseEnabled on, or set KmsMasterKeyId.
  - rule: acme/redis-bind-all
    in: setting
    file: redis
    setting: bind
    match: (^|\s)0\.0\.0\.0(\s|$)
    severity: Medium
    confidence: 0.7
    message: "bind {{value}} listens on every interface"
    recommendation: Bind to the addresses the clients use.
`)
	write("rule.yml", "rules:\n  - id: acme/x\n    languages: [python]\n    severity: Low\n    confidence: 0.5\n    dimension: maintainability\n    title: x\n    recommendation: y\n    query: '(pass_statement)'\n")
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	ids, err := CheckIDs(root, cfg.Rulepack.RuleDirs)
	if err != nil || len(ids) != 3 || ids[0] != "acme/mongod-auth-off" {
		t.Fatalf("CheckIDs = %v, %v", ids, err)
	}
	res, err := e.Run(context.Background(), []*scope.File{{Path: "stack.yaml", Content: []byte(`AWSTemplateFormatVersion: "2010-09-09"
Resources:
  Jobs:
    Type: AWS::SQS::Queue
    Properties:
      SqsManagedSseEnabled: false
  Bucket:
    Type: AWS::S3::Bucket
    Properties:
      AccessControl: PublicRead
`)}, {Path: "deploy/redis.conf", Content: []byte("bind 0.0.0.0 ::\nprotected-mode no\n")},
		{Path: "etc/mongod.conf", Content: []byte("authorization disabled\n")},
		{Path: "etc/nginx/conf.d/site.conf", Content: []byte("server {\n  listen 80;\n  autoindex on;\n}\n")},
		{Path: "src/main/resources/application.properties", Content: []byte("management.endpoints.web.exposure.include=*\n")}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, d := range res.Diagnostics {
		got[d.Rule] = d.Message
	}
	if got["acme/queue-unencrypted"] != "Queue Jobs turns off server-side encryption" || got["iac/cfn-public-bucket-acl"] == "" ||
		got["acme/redis-bind-all"] != "bind 0.0.0.0 :: listens on every interface" || got["iac/redis-unprotected"] == "" ||
		got["acme/mongod-auth-off"] != "authorization disabled lets every client read and write every database" || got["iac/nginx-autoindex"] == "" ||
		got["iac/spring-actuator-exposed"] == "" {
		t.Errorf("got %v", got)
	}

	write("broken.yml", "checks:\n  - rule: acme/y\n    severity: Low\n")
	if _, err := New(engine.Env{Root: root, Config: cfg}); err == nil || !strings.Contains(err.Error(), "review-rules/broken.yml: check 1 (line 2): field") {
		t.Errorf("broken row: %v", err)
	}
}

// A project's kind of file that reuses a shipped kind's name adds files to
// that kind (a team's sshd_config kept as deploy/sshd.conf), but it cannot
// change how the shipped kind's files are read: a words file read as ini
// has no keys, and every shipped check of it would go quiet.
func TestUserKindKeepsShippedFormat(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "checks")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	check := "checks:\n  - rule: acme/sshd-x11\n    in: setting\n    file: sshd\n    setting: x11forwarding\n    match: (?i)^yes$\n" +
		"    severity: Low\n    confidence: 0.6\n    message: m\n    recommendation: r\n"
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"checks"}
	for _, tc := range []struct {
		name, files string
		wantErr     string
	}{
		{"same format", "files:\n  - {kind: sshd, format: words, names: [sshd.conf]}\n", ""},
		{"other format", "files:\n  - {kind: sshd, format: ini, names: [acme.conf]}\n", "checks/acme.yml: file 1 (line 2): field format: the shipped kind sshd is words"},
	} {
		if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(tc.files+check), 0o644); err != nil {
			t.Fatal(err)
		}
		e, err := New(engine.Env{Root: root, Config: cfg})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: err = %v, want %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		res, err := e.Run(context.Background(), []*scope.File{
			{Path: "etc/ssh/sshd_config", Content: []byte("PermitRootLogin yes\nX11Forwarding yes\n")},
			{Path: "deploy/sshd.conf", Content: []byte("PermitRootLogin yes\n")}})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, d := range res.Diagnostics {
			got[d.File+" "+d.Rule]++
		}
		if got["etc/ssh/sshd_config iac/sshd-root-login"] != 1 || got["etc/ssh/sshd_config acme/sshd-x11"] != 1 ||
			got["deploy/sshd.conf iac/sshd-root-login"] != 1 {
			t.Errorf("%s: got %v", tc.name, got)
		}
	}
}

// A Java .properties file may split a key from its value with a colon
// (java.util.Properties.load): a kind of file declared with format
// properties reads "key: value" as "key = value", as Spring's
// application.properties is read; the same file declared ini does not, and
// a project cannot read the shipped spring kind as plain ini.
func TestPropertiesFormat(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "checks")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	check := "checks:\n  - rule: acme/audit-off\n    in: setting\n    file: acme\n    setting: audit.enabled\n    match: (?i)^false$\n" +
		"    severity: Low\n    confidence: 0.6\n    message: 'audit.enabled {{value}}'\n    recommendation: r\n"
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"checks"}
	files := []*scope.File{
		{Path: "conf/acme.properties", Content: []byte("# acme\naudit.enabled: false\n")},
		{Path: "src/main/resources/application.properties", Content: []byte("management.endpoints.web.exposure.include: *\n")},
	}
	for _, tc := range []struct {
		format  string
		want    bool
		wantErr string
	}{
		{"properties", true, ""},
		{"ini", false, ""},
	} {
		spec := "files:\n  - {kind: acme, format: " + tc.format + ", names: [acme.properties]}\n"
		if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(spec+check), 0o644); err != nil {
			t.Fatal(err)
		}
		e, err := New(engine.Env{Root: root, Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		res, err := e.Run(context.Background(), files)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, d := range res.Diagnostics {
			got[d.Rule] = true
		}
		if got["acme/audit-off"] != tc.want || !got["iac/spring-actuator-exposed"] {
			t.Errorf("format %s: %v, want acme/audit-off %v and Spring's colon form read", tc.format, got, tc.want)
		}
	}
	spec := "files:\n  - {kind: spring, format: ini, names: [acme.properties]}\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(spec+check), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(engine.Env{Root: root, Config: cfg}); err == nil || !strings.Contains(err.Error(), "field format: the shipped kind spring is properties") {
		t.Errorf("spring read as ini: %v", err)
	}
}
