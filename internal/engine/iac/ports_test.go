package iac

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// A project's internet-sensitive-ports row makes its own service's port
// one that Terraform's and CloudFormation's open-ingress checks weigh;
// without it the port is a public service's.
func TestUserSensitivePort(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	words := "vocabulary:\n  - list: internet-sensitive-ports\n    words: [\"8500 Consul\", \"22 Secure Shell\"]\n"
	if err := os.WriteFile(filepath.Join(dir, "ports.yml"), []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	tf := `resource "aws_security_group_rule" "consul" {
  type        = "ingress"
  from_port   = 8500
  to_port     = 8500
  protocol    = "tcp"
  cidr_blocks = ["0.0.0.0/0"]
}
resource "aws_security_group_rule" "ops" {
  type        = "ingress"
  from_port   = 20
  to_port     = 8600
  protocol    = "tcp"
  cidr_blocks = ["0.0.0.0/0"]
}
`
	cfn := `AWSTemplateFormatVersion: "2010-09-09"
Resources:
  Consul:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: consul
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 8500
          ToPort: 8500
          CidrIp: 0.0.0.0/0
`
	run := func(e Engine) []string {
		res, err := e.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(tf)}, {Path: "template.yaml", Content: []byte(cfn)}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			if strings.Contains(d.Rule, "open-ingress") || strings.Contains(d.Rule, "ingress") {
				got = append(got, d.File+": "+d.Message)
			}
		}
		return got
	}
	// shipped: the range 20-8600 is named by SSH, the first of the
	// shipped ports it holds; 8500 alone is nothing
	if got := strings.Join(run(Engine{}), "\n"); got != "main.tf: SSH port open to the internet" {
		t.Errorf("shipped ports:\n%s", got)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	// with the project's row: 8500 is Consul's; 22 keeps its shipped name
	got := strings.Join(run(e.(Engine)), "\n")
	for _, want := range []string{"main.tf: Consul port open to the internet", "main.tf: SSH port open to the internet", "template.yaml: "} {
		if !strings.Contains(got, want) {
			t.Errorf("with the project's ports, no %q in:\n%s", want, got)
		}
	}
	if !strings.Contains(got, "Consul port 8500") {
		t.Errorf("the CloudFormation rule does not name Consul's port:\n%s", got)
	}
}

// A port word is a port in range and a name; a project cannot add base
// images that would hide a root-user finding.
func TestPortAndImageVocabularyErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"vocabulary:\n  - list: internet-sensitive-ports\n    words: [\"70000 Foo\"]\n", `field words: "70000 Foo": the words of internet-sensitive-ports are a port from 1 to 65535`},
		{"vocabulary:\n  - list: internet-sensitive-ports\n    words: [\"8500\"]\n", `field words: "8500": the words of internet-sensitive-ports`},
		{"vocabulary:\n  - list: non-root-image-prefixes\n    words: [acme/]\n", "field list: a project's file cannot add to non-root-image-prefixes"},
		{"vocabulary:\n  - list: non-root-image-words\n    words: [slim]\n", "field list: a project's file cannot add to non-root-image-words"},
	} {
		_, err := parseChecks("rules/acme.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.Contains(err.Error(), "rules/acme.yml: vocabulary 1 (line 2): "+tc.want) {
			t.Errorf("%q:\n got %v\nwant %q", tc.data, err, tc.want)
		}
	}
}

// The shipped image rows: the vendors and tag words whose images run
// unprivileged, and nothing else.
func TestNonRootImageWords(t *testing.T) {
	for img, want := range map[string]bool{
		"cgr.dev/chainguard/python:latest":          true,
		"bitnami/nginx:1.25":                        true,
		"docker.io/bitnami/redis":                   true,
		"gcr.io/distroless/static-debian12:nonroot": true,
		"docker:24-dind-rootless":                   true,
		"nginxinc/nginx-unprivileged:alpine":        true,
		"python:3.12-slim":                          false,
		"mirror.example/bitnami/nginx":              false,
	} {
		if got := builtinWords.nonRootImage.MatchString(img); got != want {
			t.Errorf("%s: non-root %v, want %v", img, got, want)
		}
	}
}

// A project's ingress row reads a provider's firewall rule the shipped
// rows do not know, and the open-ingress check judges it as it does
// AWS's.
func TestUserIngressRow(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	row := "ingress:\n  - resource: acme_firewall_rule\n    when: {direction: [in]}\n    sources: [source]\n    open: [\"0.0.0.0/0\", any]\n" +
		"    every-port:\n      - {port: [\"\"]}\n    ranges: [port]\n"
	if !IsCheckFile([]byte(row)) {
		t.Fatal("a file with only ingress: is not a check file")
	}
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	tf := `resource "acme_firewall_rule" "db" {
  direction = "in"
  source    = "any"
  port      = "5432"
}
resource "acme_firewall_rule" "web" {
  direction = "in"
  source    = "any"
  port      = "443"
}
resource "acme_firewall_rule" "out" {
  direction = "out"
  source    = "any"
}
`
	run := func(e Engine) []string {
		res, err := e.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(tf)}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Rule+": "+d.Message)
		}
		return got
	}
	if got := run(Engine{}); len(got) != 0 {
		t.Errorf("shipped rows: %v; want nothing", got)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(run(e.(Engine)), "\n"); got != "iac/tf-open-ingress: PostgreSQL port open to the internet" {
		t.Errorf("with the project's row:\n%s", got)
	}
}

// An ingress row that does not validate names the file, the row and the
// field; a resource a shipped row reads is not read twice.
func TestIngressRowErrors(t *testing.T) {
	const ok = "    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    from: from_port\n    to: to_port\n"
	for _, tc := range []struct{ data, want string }{
		{"ingress:\n  - resource: aws_security_group_rule\n" + ok, "field resource: aws_security_group_rule is read by a row of internal/engine/iac/checks/terraform_ingress.yml already"},
		{"ingress:\n  - resource: acme_rule\n    block: rule\n" + ok, "field resource: a row reads a resource or a block"},
		{"ingress:\n  - resource: Acme-Rule\n" + ok, `field resource: "Acme-Rule" is not a Terraform name`},
		{"ingress:\n  - resource: acme_rule\n    open: [\"0.0.0.0/0\"]\n    from: a\n    to: b\n", "field sources: missing"},
		{"ingress:\n  - resource: acme_rule\n    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    from: a\n", "field to: missing"},
		{"ingress:\n  - resource: acme_rule\n    sources: [cidr]\n    open: [\"0.0.0.0/0\"]\n    ranges: [ports]\n    from: a\n    to: b\n", "field from: a row reads its ports from ranges or from from and to"},
		{"ingress:\n  - resource: acme_rule\n    when: {direction: []}\n" + ok, "field when: direction: no values"},
		{"ingress:\n  - resource: acme_rule\n    protocol: tcp\n" + ok, "ingress 1 (line 2): yaml: construct errors"},
		{"ingress:\n  - resource: acme_rule\n    dynamic: true\n" + ok, "field dynamic: dynamic goes with block"},
		{"ingress:\n  - resource: acme_rule\n    list: true\n" + ok, "field list: list goes with block"},
		{"ingress:\n  - block: ingress\n    inside: acme_group\n" + ok, "field block: ingress is read in every resource by a row of internal/engine/iac/checks/terraform_ingress.yml already"},
	} {
		_, err := parseChecks("rules/acme.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.Contains(err.Error(), "rules/acme.yml: ingress 1 (line 2): ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %q", tc.data, err, tc.want)
		}
	}
}

// A project's appsettings vocabulary: its own section of connection
// strings and its own name for the token signing key are checked as
// ConnectionStrings and Jwt:Key are; the environments whose file is
// skipped stay the shipped file's.
func TestUserAppsettingsWords(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	words := "vocabulary:\n  - list: appsettings-connection-sections\n    words: [Databases]\n" +
		"  - list: appsettings-token-key-names\n    words: [hmackey]\n"
	if err := os.WriteFile(filepath.Join(dir, "aspnet.yml"), []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	settings := `{
  "Databases": {
    "Orders": "Server=orders.prod.example.com;Database=o;User Id=o;Password=Pr0d-Passw0rd!;Encrypt=False"
  },
  "Jwt": {
    "HmacKey": "a-very-long-signing-key-for-tokens-2024"
  }
}
`
	run := func(e Engine) []string {
		res, err := e.Run(context.Background(), []*scope.File{{Path: "src/Api/appsettings.json", Content: []byte(settings)}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Rule)
		}
		return got
	}
	if got := run(Engine{}); len(got) != 0 {
		t.Errorf("shipped words: %v; want nothing", got)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	want := "iac/appsettings-db-tls-off iac/appsettings-hardcoded-secret iac/appsettings-hardcoded-secret"
	if got := strings.Join(run(e.(Engine)), " "); got != want {
		t.Errorf("with the project's words: %s\nwant %s", got, want)
	}
	if _, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: appsettings-development-environments\n    words: [prod]\n"), builtinRows); err == nil ||
		!strings.Contains(err.Error(), "field list: a project's file cannot add to appsettings-development-environments") {
		t.Errorf("a project's development environment: %v", err)
	}
}

// The exported-component check reads its elements, permission attributes
// and launcher categories from the rows: without the launcher row the
// launcher activity would be reported; a project cannot add a launcher
// category (its word would hide a finding).
func TestAndroidWords(t *testing.T) {
	manifest := `<manifest xmlns:android="http://schemas.android.com/apk/res/android">
  <application>
    <activity android:name=".Main" android:exported="true">
      <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
      </intent-filter>
    </activity>
    <service android:name=".Sync" android:exported="true" />
    <receiver android:name=".Push" android:exported="true" android:permission="com.example.PUSH" />
  </application>
</manifest>
`
	lines := strings.Split(manifest, "\n")
	names := func(w *checkWords) (out []string) {
		for _, d := range w.androidExported("app/src/main/AndroidManifest.xml", manifest, lines) {
			out = append(out, strings.Fields(d.Message)[1])
		}
		return out
	}
	if got := strings.Join(names(builtinWords), " "); got != ".Sync" {
		t.Errorf("shipped words: %s, want .Sync", got)
	}
	var noLauncher []*checkRow
	for _, r := range builtinRows {
		if r.vocab != "android-launcher-categories" {
			noLauncher = append(noLauncher, r)
		}
	}
	if got := strings.Join(names(newCheckWords(noLauncher)), " "); got != ".Main .Sync" {
		t.Errorf("without the launcher row: %s, want .Main .Sync", got)
	}
	if _, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: android-launcher-categories\n    words: [com.example.HOME]\n"), builtinRows); err == nil ||
		!strings.Contains(err.Error(), "field list: a project's file cannot add to android-launcher-categories") {
		t.Errorf("a project's launcher category: %v", err)
	}
}

// The open-ingress check reads the properties its row names: a row that
// names other ones reads another resource's rule, and a row that leaves a
// role out is refused naming the field.
func TestCheckProperties(t *testing.T) {
	row := "checks:\n  - rule: acme/open-ingress\n    types: [AWS::Acme::Rule]\n    check: open-ingress\n" +
		"    check-properties: {source: [Cidr], protocol: [Protocol], from: [PortFrom], to: [PortTo]}\n" +
		"    severity: High\n    confidence: 0.8\n    message: \"{{id}} opens {{what}}\"\n    recommendation: Restrict the source.\n"
	rows, err := parseChecks("rules/acme.yml", []byte(row), builtinRows)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := "Resources:\n  Db:\n    Type: AWS::Acme::Rule\n    Properties:\n      Cidr: 0.0.0.0/0\n      Protocol: tcp\n      PortFrom: 5432\n      PortTo: 5432\n"
	ds := cloud("template.yaml", []byte(tmpl), rows, builtinWords)
	if len(ds) != 1 || ds[0].Message != "Db opens the PostgreSQL port 5432" {
		t.Errorf("got %v, want Db's PostgreSQL port", ds)
	}
	bad := strings.Replace(row, "from: [PortFrom], ", "", 1)
	if _, err := parseChecks("rules/acme.yml", []byte(bad), builtinRows); err == nil ||
		!strings.Contains(err.Error(), "check 1 (line 2): field check-properties: from: missing") {
		t.Errorf("a row without from: %v", err)
	}
}

// The Serverless Framework's statement keys are rows: with them a
// serverless.yml is read as policies and its Allow * is reported, without
// them the file is no policy; a project cannot add a key (it would take a
// file from another reader).
func TestStatementListWords(t *testing.T) {
	sls := "service: api\nprovider:\n  name: aws\n  iam:\n    role:\n      statements:\n        - Effect: Allow\n          Action: \"*\"\n          Resource: \"*\"\n"
	var without []*checkRow
	for _, r := range builtinRows {
		if r.vocab != "iam-statement-lists" {
			without = append(without, r)
		}
	}
	if !builtinWords.cloudKind("serverless.yml", []byte(sls)) || newCheckWords(without).cloudKind("serverless.yml", []byte(sls)) {
		t.Error("serverless.yml: want a policy file with the shipped rows only")
	}
	if ds := cloud("serverless.yml", []byte(sls), builtinRows, builtinWords); len(ds) == 0 {
		t.Error("serverless.yml: Allow * not reported")
	}
	if ds := cloud("serverless.yml", []byte(sls), builtinRows, newCheckWords(without)); len(ds) != 0 {
		t.Errorf("serverless.yml without the rows: %v", ds)
	}
	if _, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: iam-statement-lists\n    words: [policies]\n"), builtinRows); err == nil ||
		!strings.Contains(err.Error(), "field list: a project's file cannot add to iam-statement-lists") {
		t.Errorf("a project's statement list: %v", err)
	}
}

// What an open Firebase allow grants is read from the rows: each method's
// grant, joined; a method no row names grants "use these documents".
func TestFirebaseMethodWords(t *testing.T) {
	if got := builtinWords.firebaseGrants("get, list"); got != "read any document whose path they know (get; listing is not granted by this rule), and list and query the documents" {
		t.Errorf("get, list: %s", got)
	}
	var without []*checkRow
	for _, r := range builtinRows {
		if r.vocab != "firebase-rule-methods" {
			without = append(without, r)
		}
	}
	if got := newCheckWords(without).firebaseGrants("read"); got != "use these documents" {
		t.Errorf("read without the rows: %s", got)
	}
}

// The JSON kinds told by content are told by the rows' markers: without
// a kind's row its files are no longer of that kind.
func TestJSONMarkerWords(t *testing.T) {
	for list, tc := range map[string]struct{ path, src, kind string }{
		"json-markers-ecs":            {"deploy/task.json", `{"containerDefinitions": []}`, "ecs"},
		"json-markers-arm-namespaces": {"infra/main.json", `{"resources": [{"type": "Microsoft.Storage/storageAccounts"}]}`, "arm"},
		"json-markers-arm-schemas":    {"infra/main.json", `{"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#"}`, "arm"},
		"json-markers-docker-config":  {".docker/config.json", `{"auths": {"r": {"auth": "eA=="}}}`, "docker-config"},
	} {
		var without []*checkRow
		for _, r := range builtinRows {
			if r.vocab != list {
				without = append(without, r)
			}
		}
		if got := builtinWords.jsonKind(tc.path, []byte(tc.src)); got != tc.kind {
			t.Errorf("%s: %q, want %q", tc.path, got, tc.kind)
		}
		if got := newCheckWords(without).jsonKind(tc.path, []byte(tc.src)); got == tc.kind {
			t.Errorf("%s without %s: still %q", tc.path, list, got)
		}
	}
}

// SSLProtocol is read with the rows' versions: a project that counts
// TLSv1.2 as deprecated (its policy: TLS 1.3 only) gets the finding for
// all -SSLv3 -TLSv1 -TLSv1.1, which the shipped rows leave alone.
func TestApacheProtocolWords(t *testing.T) {
	const args = "all -SSLv3 -TLSv1 -TLSv1.1"
	if got := builtinWords.apacheOldProtocol(args); got != "" {
		t.Errorf("shipped: %q enabled", got)
	}
	if got := builtinWords.apacheOldProtocol("all -SSLv3"); got != "TLSv1" {
		t.Errorf("all -SSLv3: %q, want TLSv1", got)
	}
	rows, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: apache-ssl-deprecated-protocols\n    words: [TLSv1.2]\n"), builtinRows)
	if err != nil {
		t.Fatal(err)
	}
	if got := newCheckWords(slices.Concat(builtinRows, rows)).apacheOldProtocol(args); got != "TLSv1.2" {
		t.Errorf("with the project's row: %q, want TLSv1.2", got)
	}
}

// A project's android-components word adds the elements it names and
// hides none: application (or manifest) is an element that holds the
// components, and a pattern that read one's body to the first closing
// tag of any component swallowed the exported service inside it. A
// component of the project's own (a library's element) is reported when
// it is exported without a permission.
func TestAndroidComponentWordHidesNone(t *testing.T) {
	manifest := `<manifest xmlns:android="http://schemas.android.com/apk/res/android">
  <application android:label="App">
    <service android:name=".Sync" android:exported="true" />
    <activity android:name=".Admin" android:exported="true">
      <intent-filter><action android:name="com.example.ADMIN" /></intent-filter>
    </activity>
    <acme-widget android:name=".Widget" android:exported="true" />
  </application>
</manifest>
`
	lines := strings.Split(manifest, "\n")
	names := func(w *checkWords) (out []string) {
		for _, d := range w.androidExported("app/src/main/AndroidManifest.xml", manifest, lines) {
			out = append(out, strings.Fields(d.Message)[1])
		}
		return out
	}
	words := func(ws ...string) *checkWords {
		rows, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: android-components\n    words: ["+strings.Join(ws, ", ")+"]\n"), builtinRows)
		if err != nil {
			t.Fatal(err)
		}
		return newCheckWords(slices.Concat(builtinRows, rows))
	}
	for _, tc := range []struct {
		words []string
		want  string
	}{
		{nil, ".Sync .Admin"},
		{[]string{"application"}, ".Sync .Admin"},
		{[]string{"manifest", "application"}, ".Sync .Admin"},
		{[]string{"acme-widget"}, ".Sync .Admin .Widget"},
	} {
		w := builtinWords
		if tc.words != nil {
			w = words(tc.words...)
		}
		if got := strings.Join(names(w), " "); got != tc.want {
			t.Errorf("project words %v: %s, want %s", tc.words, got, tc.want)
		}
	}
}

// A project's connection-string-password-keys word adds the keys it
// names and hides none: a connection string with a key of the project's
// that holds a reference (Passphrase={vault:db}) before the password was
// read for its first key alone, and the committed password after it went
// unreported.
func TestPasswordKeyWordHidesNone(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	words := "vocabulary:\n  - list: connection-string-password-keys\n    words: [passphrase]\n"
	if err := os.WriteFile(filepath.Join(dir, "aspnet.yml"), []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ conn, want string }{
		{"Server=orders.prod.example.com;Database=o;Passphrase={vault:db};Password=Pr0d-Passw0rd!", "iac/appsettings-hardcoded-secret"},
		{"Server=orders.prod.example.com;Database=o;Passphrase=Pr0d-Phr4se!;Password=${DB_PASSWORD}", "iac/appsettings-hardcoded-secret"},
		{"Server=orders.prod.example.com;Database=o;Passphrase={vault:db};Password=${DB_PASSWORD}", ""},
	} {
		settings := `{"ConnectionStrings": {"Orders": "` + tc.conn + `"}}`
		res, err := e.(Engine).Run(context.Background(), []*scope.File{{Path: "src/Api/appsettings.json", Content: []byte(settings)}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Rule)
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s: %v, want %q", tc.conn, got, tc.want)
		}
	}
}

// Two project files that read one firewall resource: the first by name
// would hide the other, with no edit to it, so the second is an error
// naming both, as a repeat within one file or of a shipped row is.
func TestIngressRowTwiceAcrossFiles(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	row := func(open string) string {
		return "ingress:\n  - resource: acme_fw_rule\n    sources: [cidr]\n    open: [\"" + open + "\"]\n    from: port\n    to: port\n"
	}
	if err := os.WriteFile(filepath.Join(dir, "zz.yml"), []byte(row("0.0.0.0/0")), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadChecks(root, []string{"review-rules"}); err != nil {
		t.Fatalf("one file: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "aa.yml"), []byte(row("10.0.0.0/8")), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadChecks(root, []string{"review-rules"})
	if err == nil || !strings.Contains(err.Error(), "zz.yml") || !strings.Contains(err.Error(), "acme_fw_rule is read by a row of") {
		t.Errorf("two files reading acme_fw_rule: %v", err)
	}
}

// A project's block row with dynamic: true and list: true reads its
// provider's rule blocks in the three forms Terraform allows (a block, a
// dynamic block over a literal list, an attribute holding a list of
// objects), as the shipped row reads an aws_security_group's ingress.
func TestUserIngressBlockForms(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	row := "ingress:\n  - block: inbound\n    inside: acme_firewall\n    dynamic: true\n    list: true\n    sources: [from_cidrs]\n" +
		"    open: [\"0.0.0.0/0\"]\n    from: port_min\n    to: port_max\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	tf := `resource "acme_firewall" "block" {
  inbound {
    port_min   = 22
    port_max   = 22
    from_cidrs = ["0.0.0.0/0"]
  }
}
resource "acme_firewall" "dynamic" {
  dynamic "inbound" {
    for_each = [80, 5432]
    content {
      port_min   = inbound.value
      port_max   = inbound.value
      from_cidrs = ["0.0.0.0/0"]
    }
  }
}
resource "acme_firewall" "list" {
  inbound = [{ port_min = 443, port_max = 443, from_cidrs = ["0.0.0.0/0"] }, { port_min = 3389, port_max = 3389, from_cidrs = ["0.0.0.0/0"] }]
}
resource "acme_firewall" "office" {
  inbound = [{ port_min = 22, port_max = 22, from_cidrs = ["10.0.0.0/8"] }]
}
resource "other_firewall" "not_read" {
  inbound {
    port_min   = 22
    port_max   = 22
    from_cidrs = ["0.0.0.0/0"]
  }
}
`
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	for _, tc := range []struct {
		name string
		dirs []string
		want []string
	}{
		{"shipped rows", nil, nil},
		{"with the project's row", []string{"review-rules"}, []string{
			"1 SSH port open to the internet", "8 PostgreSQL port open to the internet", "18 RDP port open to the internet"}},
	} {
		cfg.Rulepack.RuleDirs = tc.dirs
		e, err := New(engine.Env{Root: root, Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		res, err := e.Run(context.Background(), []*scope.File{{Path: "main.tf", Content: []byte(tf)}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, itoa(d.Lines.Start)+" "+d.Message)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}
