package iac

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"
)

// A check file's vocabulary: list holds the names of a product's own API
// that a check written in Go weighs (the nginx variables a client sets,
// the response headers whose loss matters), so that the Go holds the
// mechanism and the names are data a project can add to. Each list is
// read by one check; its words have the syntax the list says.
type vocabList struct {
	name string
	doc  string         // what a word of the list is, for errors
	word *regexp.Regexp // a word's syntax
	// shippedOnly lists make findings go away: a project's file may not
	// add to them (a project's rows only add findings).
	shippedOnly bool
}

// nginxVarWord is an nginx variable's name without $, or a prefix of
// names ending in * (http_* is every request header's variable).
var nginxVarWord = regexp.MustCompile(`^[a-z_][a-z0-9_]*\*?$`)

// fileWord is a lower-case file name (nginx.conf), *.ext, name*, dir/ or
// part/name (fileNamed).
var fileWord = regexp.MustCompile(`^(\*?[a-z0-9._-]+|[a-z0-9._-]+\*|[a-z0-9._-]+/|[a-z0-9._-]+/?/[a-z0-9._-]+)$`)

const fileWordDoc = "lower-case file names, *.ext, name*, dir/ or part/name (a name in a path holding part; conf//server.xml: holding conf/)"

// nginxDirectiveWord is an nginx directive's name.
var nginxDirectiveWord = regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)

// vocabLists are the lists the Go reads.
var vocabLists = []vocabList{
	// proxy_pass to a host the request names (ngx_http_core_module's
	// embedded variables that the client's request sets)
	{name: "nginx-request-variables", doc: "nginx variables without $, or prefixes ending in * (http_*)", word: nginxVarWord},
	// the request's path decoded: %0d%0a in it is a line break
	{name: "nginx-decoded-uri-variables", doc: "nginx variables without $", word: regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)},
	// a redirect target whose whole value the client sends
	{name: "nginx-redirect-variables", doc: "nginx variables without $, or prefixes ending in * (arg_*)", word: nginxVarWord},
	// add_header names that an inner block's add_header drops
	{name: "security-headers", doc: "HTTP header names", word: regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]*$`)},
	// dav_methods that let clients write (the WebDAV row's match)
	{name: "nginx-dav-write-methods", doc: "HTTP methods in upper case", word: regexp.MustCompile(`^[A-Z]+$`)},
	// Which reader a file gets: its name, or for the files named by
	// web-content-files, what it holds. A project's word could take a file
	// from a shipped reader, so these lists are the shipped rows' alone.
	{name: "nginx-files", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "apache-files", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "web-content-files", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	// the XML configuration files of each kind xmlconf.go reads
	{name: "xml-files-aspnet", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "xml-files-servlet", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "xml-files-android", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "xml-files-tomcat", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	// the JSON configuration files of the kinds jsonconf.go tells by name
	{name: "json-files-docker-daemon", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "json-files-composer", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "json-files-firebase", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "json-files-npm", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "json-files-appsettings", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	{name: "json-files-docker-config", doc: fileWordDoc, word: fileWord, shippedOnly: true},
	// what a JSON file holds when it is of a kind told by content: the
	// $schema file and resource type namespaces of an ARM template, the
	// key of an ECS task definition, the key that holds Docker's
	// registry credentials
	{name: "json-markers-arm-schemas", doc: "schema file names", word: regexp.MustCompile(`^[A-Za-z][A-Za-z0-9.-]*\.json$`), shippedOnly: true},
	{name: "json-markers-arm-namespaces", doc: "resource provider namespaces' first part (Microsoft)", word: regexp.MustCompile(`^[A-Z][A-Za-z0-9]*$`), shippedOnly: true},
	{name: "json-markers-ecs", doc: "JSON keys", word: regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`), shippedOnly: true},
	{name: "json-markers-docker-config", doc: "JSON keys", word: regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`), shippedOnly: true},
	// mod_ssl's SSLProtocol: the versions all enables, and the ones a
	// server should not offer (in the order a finding names the first)
	{name: "apache-ssl-all-protocols", doc: "SSLProtocol versions (TLSv1.2)", word: regexp.MustCompile(`^(SSL|TLS)v[0-9](\.[0-9])?$`)},
	{name: "apache-ssl-deprecated-protocols", doc: "SSLProtocol versions (TLSv1.1)", word: regexp.MustCompile(`^(SSL|TLS)v[0-9](\.[0-9])?$`)},
	{name: "apache-sections", doc: "Apache section names, without <>", word: regexp.MustCompile(`^[A-Za-z]+$`), shippedOnly: true},
	{name: "apache-marker-directives", doc: "Apache directives", word: regexp.MustCompile(`^[A-Za-z]+$`), shippedOnly: true},
	// blocks written name {, and those written name arguments {
	{name: "nginx-marker-blocks", doc: "nginx block names", word: nginxDirectiveWord, shippedOnly: true},
	{name: "nginx-marker-argument-blocks", doc: "nginx block names", word: nginxDirectiveWord, shippedOnly: true},
	{name: "nginx-marker-directives", doc: "nginx directives", word: nginxDirectiveWord, shippedOnly: true},
	// mod_php's directives that set a php.ini setting for a directory
	{name: "apache-php-setting-directives", doc: "Apache directives in lower case", word: regexp.MustCompile(`^[a-z][a-z0-9_]*$`)},
	// the SetHandler values that publish the server's state
	{name: "apache-status-handlers", doc: "SetHandler values", word: regexp.MustCompile(`^[a-z][a-z0-9-]*$`)},
	// an access directive's arguments that admit every client
	{name: "apache-grant-all", doc: "a Require or Allow directive's arguments, by spaces (all granted)",
		word: regexp.MustCompile(`^[a-z]+( [a-z]+)*$`), shippedOnly: true},
	{name: "apache-proxy-restrictions", doc: "an Apache directive and its first arguments, by spaces (Require ip)",
		word: regexp.MustCompile(`^[A-Za-z][\w-]*( [\w-]+)*$`), shippedOnly: true},
	// the ports an ingress rule open to the internet should not hold, and
	// what listens there (Terraform's and CloudFormation's open-ingress
	// checks; the first word of a port names it, and a range is named by
	// the first of its ports in the rows' order)
	{name: "internet-sensitive-ports", doc: "a port from 1 to 65535, a space and the product that listens on it (22 SSH)", word: portWord},
	// base images that already run as an unprivileged user: a Dockerfile
	// from one with no USER does not run as root
	{name: "non-root-image-prefixes", doc: "the start of an image's name, lower case, ending in / (cgr.dev/chainguard/)",
		word: regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*(:[0-9]+)?(/[a-z0-9._-]+)*/$`), shippedOnly: true},
	// ASP.NET Core's appsettings: the sections of connection strings,
	// the settings that turn a connection's TLS off (Key=value|value, a
	// space in the key optional), the keys naming its server (a local
	// server is skipped) and password, the sections and keys of a token
	// signing key, and the environments whose file is one machine's
	// (skipped) or a container environment's (Medium)
	{name: "appsettings-connection-sections", doc: "JSON keys", word: regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_.-]*$`)},
	{name: "connection-string-tls-off", doc: "a connection string keyword, = and its values by | (Encrypt=false|no)",
		word: regexp.MustCompile(`^[A-Za-z][A-Za-z ]*=[a-z]+(\|[a-z]+)*$`)},
	{name: "connection-string-server-keys", doc: "connection string keywords in lower case", word: regexp.MustCompile(`^[a-z]+( [a-z]+)*$`), shippedOnly: true},
	{name: "connection-string-password-keys", doc: "connection string keywords in lower case", word: regexp.MustCompile(`^[a-z]+( [a-z]+)*$`)},
	{name: "appsettings-token-sections", doc: "lower-case words in a top-level section's name", word: regexp.MustCompile(`^[a-z]+$`)},
	{name: "appsettings-token-key-names", doc: "lower-case setting names", word: regexp.MustCompile(`^[a-z]+$`)},
	{name: "appsettings-development-environments", doc: "lower-case environment names", word: regexp.MustCompile(`^[a-z]+$`), shippedOnly: true},
	{name: "appsettings-container-environments", doc: "lower-case environment names", word: regexp.MustCompile(`^[a-z]+$`), shippedOnly: true},
	// AndroidManifest.xml: the components an app exports, the
	// attributes that protect one with a permission, and the intent
	// categories of the activity a launcher starts (which must be
	// exported)
	{name: "android-components", doc: "manifest element names", word: regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)},
	{name: "android-permission-attributes", doc: "android: attribute names without android:", word: regexp.MustCompile(`^[a-z][A-Za-z]*$`), shippedOnly: true},
	{name: "android-launcher-categories", doc: "intent category names", word: regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)+$`), shippedOnly: true},
	// the keys under which a tool keeps IAM statements in its own
	// configuration file; a file with one is read as policies, so the
	// list is the shipped file's alone
	{name: "iam-statement-lists", doc: "YAML keys", word: regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`), shippedOnly: true},
	// what each method of a Firebase security rule grants, for the
	// message of an open allow
	{name: "firebase-rule-methods", doc: "a method, a colon and what it grants (read: read every document)",
		word: regexp.MustCompile(`^[a-z]+: [a-z].*$`)},
	{name: "non-root-image-words", doc: "lower-case words anywhere in an image's name or tag (nonroot)",
		word: regexp.MustCompile(`^[a-z][a-z0-9-]*$`), shippedOnly: true},
}

// portWord is a port from 1 to 65535 and its product's name.
var portWord = regexp.MustCompile(`^([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]) ([A-Za-z][\w .+/-]*)$`)

// methodGrants reads method: grant words; a method written twice keeps
// its first grant.
func methodGrants(ws []string) map[string]string {
	out := map[string]string{}
	for _, w := range ws {
		m, g, _ := strings.Cut(w, ": ")
		if _, ok := out[m]; !ok {
			out[m] = g
		}
	}
	return out
}

// namedPort is a port and what listens on it.
type namedPort struct {
	port    int
	product string
}

// namedPorts reads the internet-sensitive-ports words in order; a port
// written twice keeps its first name.
func namedPorts(ws []string) []namedPort {
	var out []namedPort
	for _, w := range ws {
		m := portWord.FindStringSubmatch(w)
		if m == nil {
			continue // the loader refused it; the shipped rows are tested
		}
		p, _ := strconv.Atoi(m[1])
		if !slices.ContainsFunc(out, func(n namedPort) bool { return n.port == p }) {
			out = append(out, namedPort{p, m[2]})
		}
	}
	return out
}

// vocabSpec is a vocabulary row as written.
type vocabSpec struct {
	List  string   `yaml:"list"`
	Words []string `yaml:"words"`
}

// parseVocabulary reads a check file's vocabulary: list into rows in:
// vocabulary; project is true for a file under rulepack.rule_dirs.
func parseVocabulary(name string, specs []yaml.Node, project bool) ([]*checkRow, error) {
	var rows []*checkRow
	for i := range specs {
		var v vocabSpec
		fail := func(field string, err error) error {
			return fmt.Errorf("%s: vocabulary %d (line %d): field %s: %w", name, i+1, specs[i].Line, field, err)
		}
		if err := specs[i].Load(&v, yaml.WithKnownFields()); err != nil {
			return nil, fmt.Errorf("%s: vocabulary %d (line %d): %w", name, i+1, specs[i].Line, err)
		}
		j := slices.IndexFunc(vocabLists, func(l vocabList) bool { return l.name == v.List })
		switch {
		case j < 0:
			names := make([]string, len(vocabLists))
			for k, l := range vocabLists {
				names[k] = l.name
			}
			return nil, fail("list", fmt.Errorf("%q is not one of %s", v.List, strings.Join(names, ", ")))
		case project && vocabLists[j].shippedOnly:
			return nil, fail("list", fmt.Errorf("a project's file cannot add to %s: its words make findings go away", v.List))
		case len(v.Words) == 0:
			return nil, fail("words", fmt.Errorf("missing"))
		}
		for _, w := range v.Words {
			if !vocabLists[j].word.MatchString(w) {
				return nil, fail("words", fmt.Errorf("%q: the words of %s are %s", w, v.List, vocabLists[j].doc))
			}
		}
		rows = append(rows, &checkRow{file: name, in: "vocabulary", vocab: v.List, names: v.Words})
	}
	return rows, nil
}

// words are the words of a list, in the order the rows give them.
func words(rows []*checkRow, list string) []string {
	var out []string
	for _, r := range rows {
		if r.in == "vocabulary" && r.vocab == list {
			out = append(out, r.names...)
		}
	}
	return out
}

// wordsAlternation is the words as alternatives of a regular expression:
// a word ending in * is a prefix followed by name characters, and the
// spaces of a phrase are any run of blanks.
func wordsAlternation(ws []string) string {
	alts := make([]string, len(ws))
	for i, w := range ws {
		if p, ok := strings.CutSuffix(w, "*"); ok {
			alts[i] = regexp.QuoteMeta(p) + `\w+`
			continue
		}
		alts[i] = strings.Join(strings.Fields(regexp.QuoteMeta(w)), `\s+`)
	}
	return strings.Join(alts, "|")
}

// checkWords are the Go checks' words and regular expressions, built from the
// vocabulary rows.
type checkWords struct {
	// (nginx-request-variables, nginx-decoded-uri-variables and
	// nginx-redirect-variables are put in the matches of the rows that
	// name them: listMatch)
	securityHeaders *regexp.Regexp
	// listMatch: the match of each row in: nginx or apache that names
	// vocabulary lists, with their words put in
	listMatch, listUnlessFile map[*checkRow]*regexp.Regexp
	condTests                 map[*condition]valueTest
	// nginxFiles, apacheFiles and contentFiles are files lists
	// (fileNamed); apacheMarker and nginxMarker what a file that
	// contentFiles names holds when it is one.
	nginxFiles, apacheFiles, contentFiles []string
	apacheMarker, nginxMarker             *regexp.Regexp
	// phpSettings are mod_php's directives as the list gives them.
	phpSettings []string
	// xmlFiles and jsonFiles are the files lists of the XML and JSON
	// kinds, by kind.
	xmlFiles, jsonFiles map[string][]string
	// ports are the open-ingress checks' ports, in the order that names
	// a range holding several.
	ports []namedPort
	// nonRootImage: a base image that runs as an unprivileged user.
	nonRootImage *regexp.Regexp
	// ingress are the Terraform firewall rules' readers (tfingress.go).
	ingress []*ingressRow
	// notPublic are the ranges the internet does not reach (cidr.go).
	notPublic []namedPrefix
	// what tells a JSON file of the kinds told by content: an ARM
	// template, an ECS task definition, Docker's client configuration
	// (and the keys holding its registries)
	armMarker, ecsMarker, dockerAuthsMarker *regexp.Regexp
	dockerAuths                             []string
	// sslAll and sslDeprecated: the protocols SSLProtocol all enables,
	// and those not to enable
	sslAll, sslDeprecated []string
	// firebaseOps: what each method of a Firebase security rule grants
	firebaseOps map[string]string
	// statementLists: the keys other than a policy's Statement that
	// hold a list of IAM statements, and a line that writes one
	statementLists      []string
	statementListMarker *regexp.Regexp
	appsettingsWords
	androidWords
}

// newCheckWords builds the regular expressions from rows' vocabulary. A
// capture ($1 to $9) is nginx's syntax, not a name: it stays here.
func newCheckWords(rows []*checkRow) *checkWords {
	xmlFiles, jsonFiles := map[string][]string{}, map[string][]string{}
	for _, k := range xmlKinds {
		xmlFiles[k] = words(rows, "xml-files-"+k)
	}
	for _, k := range jsonNamedKinds {
		jsonFiles[k] = words(rows, "json-files-"+k)
	}
	alt := func(list string) string {
		if ws := words(rows, list); len(ws) > 0 {
			return wordsAlternation(ws)
		}
		return `[^\s\S]` // no words: nothing matches
	}
	return &checkWords{
		securityHeaders: regexp.MustCompile(`(?i)^["']?(` + alt("security-headers") + `)\b`),
		listMatch:       listMatches(rows, alt, false),
		listUnlessFile:  listMatches(rows, alt, true),
		condTests:       condTests(rows, alt),
		nginxFiles:      words(rows, "nginx-files"),
		apacheFiles:     words(rows, "apache-files"),
		contentFiles:    words(rows, "web-content-files"),
		xmlFiles:        xmlFiles,
		jsonFiles:       jsonFiles,
		phpSettings:     words(rows, "apache-php-setting-directives"),
		ports:           namedPorts(words(rows, "internet-sensitive-ports")),
		ingress:         ingressRows(rows),
		notPublic:       notPublicRanges(rows),
		armMarker: regexp.MustCompile(`(` + alt("json-markers-arm-schemas") + `)|"type"\s*:\s*"(` + alt("json-markers-arm-namespaces") +
			`)\.[A-Za-z]+/`),
		ecsMarker:           regexp.MustCompile(`"(` + alt("json-markers-ecs") + `)"\s*:`),
		dockerAuthsMarker:   regexp.MustCompile(`"(` + alt("json-markers-docker-config") + `)"\s*:\s*\{`),
		dockerAuths:         words(rows, "json-markers-docker-config"),
		sslAll:              words(rows, "apache-ssl-all-protocols"),
		sslDeprecated:       words(rows, "apache-ssl-deprecated-protocols"),
		firebaseOps:         methodGrants(words(rows, "firebase-rule-methods")),
		statementLists:      words(rows, "iam-statement-lists"),
		statementListMarker: regexp.MustCompile(`(?m)^\s*(` + alt("iam-statement-lists") + `)\s*:`),
		appsettingsWords:    newAppsettingsWords(rows, alt),
		androidWords:        newAndroidWords(alt),
		nonRootImage:        regexp.MustCompile(`(?i)` + alt("non-root-image-words") + `|^(` + alt("non-root-image-prefixes") + `)`),
		apacheMarker:        regexp.MustCompile(`(?mi)^\s*<(` + alt("apache-sections") + `)\b|^\s*(` + alt("apache-marker-directives") + `)\s`),
		nginxMarker: regexp.MustCompile(`(?m)^\s*(` + alt("nginx-marker-blocks") + `|(` + alt("nginx-marker-argument-blocks") + `)\s[^{]*)\s*\{|^\s*(` +
			alt("nginx-marker-directives") + `)\s+[^;]*;`),
	}
}

// builtinWords are the shipped rows' expressions.
var builtinWords = newCheckWords(builtinRows)
