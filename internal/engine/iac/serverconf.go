package iac

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Server configuration files of the key-value kind, known by their names:
// php.ini and PHP-FPM pools, OpenSSH's sshd_config, PostgreSQL's
// pg_hba.conf, redis.conf, MySQL's my.cnf, npm's .npmrc, pip.conf,
// .gitconfig, vsftpd.conf, Samba's smb.conf, squid.conf, grafana.ini and
// sysctl.conf, and Spring Boot's application.properties.
// The settings to report are rows of checks/settings.yml (in: setting),
// each one the program's own documentation names as a security decision;
// this file knows the files (their names, and how a line splits into key
// and value) and the records that are more than a setting (pg_hba.conf,
// Firebase rules). Only values written in the file are reported, not
// defaults.

// confKind names a file's kind, or "": the first kind (a row in: file of
// checks/settings.yml, or of the project's check files) that names the
// file, or else whose bases or paths match it.
func confKind(p string, rows []*checkRow) string {
	base := strings.ToLower(path.Base(p))
	for _, r := range rows {
		if r.in == "file" && slices.Contains(r.names, base) {
			return r.fileKind
		}
	}
	for _, r := range rows {
		if r.in == "file" && (slices.ContainsFunc(r.bases, func(re *regexp.Regexp) bool { return re.MatchString(base) }) ||
			slices.ContainsFunc(r.paths, func(re *regexp.Regexp) bool { return re.MatchString(p) })) {
			return r.fileKind
		}
	}
	return ""
}

// isINI tells a kind written as key = value, with [sections] whose name
// prefixes the key (section.key) for the settings that say so.
func isINI(kind string, rows []*checkRow) bool {
	return slices.ContainsFunc(rows, func(r *checkRow) bool { return r.in == "file" && r.fileKind == kind && r.ini })
}

// settingFormats are the formats of a kind of key-value file: ini, a Java
// .properties file (ini whose key and value may also be split by a colon,
// java.util.Properties.load), and words (Key value).
var settingFormats = []string{"ini", "properties", "words"}

// formatOf is the format of a kind of file (settingFormats).
func formatOf(kind string, rows []*checkRow) string {
	for _, r := range rows {
		if r.in == "file" && r.fileKind == kind {
			switch {
			case r.colon:
				return "properties"
			case r.ini:
				return "ini"
			}
			return "words"
		}
	}
	return ""
}

// allowAll is a Firestore or Cloud Storage rule that allows with no
// condition, or with one that is always true.
var allowAll = regexp.MustCompile(`^allow\s+([a-z, ]+?)\s*(:\s*if\s+true\s*)?;`)

// firebaseGrants is what an open allow of these methods lets anyone do,
// as the firebase-rule-methods vocabulary says each method grants.
func (w *checkWords) firebaseGrants(methods string) string {
	var parts []string
	for _, m := range strings.Split(methods, ",") {
		if g, ok := w.firebaseOps[strings.TrimSpace(m)]; ok {
			parts = append(parts, g)
		}
	}
	if len(parts) == 0 {
		return "use these documents"
	}
	return strings.Join(parts, ", and ")
}

// pgRecord is a pg_hba.conf record that accepts connections over the network
// without a password, or with one sent in clear text: TYPE DATABASE USER
// ADDRESS METHOD.
var pgRecord = regexp.MustCompile(`^(host|hostssl|hostnossl|hostgssenc|hostnogssenc)\s+\S+\s+\S+\s+(\S+)(\s+\S+)?\s+(trust|password)\b`)

// serverConf checks one file of a kind confKind names.
func serverConf(file, kind, src string, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	var out []engine.Diagnostic
	section := ""
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' || line == "[]" {
			continue
		}
		if kind == "firebase-rules" {
			if m := allowAll.FindStringSubmatch(line); m != nil {
				out = append(out, diag("firebase-rules-public", "security", file, i+1, line, finding.High, 0.85,
					"allow "+m[1]+" with no condition (or if true) lets anyone on the internet, without signing in, "+w.firebaseGrants(m[1]),
					"Give each allow a condition on the caller and the data: allow read, write: if request.auth != null && request.auth.uid == userId; Firebase's security rules docs warn that open rules expose the whole database or bucket.", "CWE-284"))
			}
			continue
		}
		if kind == "pg_hba" {
			if m := pgRecord.FindStringSubmatch(line); m != nil && !loopback(m[2]) {
				if m[4] == "trust" {
					out = append(out, diag("pg-hba-trust", "security", file, i+1, line, finding.High, 0.85,
						"pg_hba.conf trusts every connection from "+m[2]+": anyone who reaches the server logs in as any user, without a password",
						"Use scram-sha-256 for network connections (host all all 10.0.0.0/8 scram-sha-256); PostgreSQL's documentation: trust is only appropriate for local connections on a single-user machine.", "CWE-287"))
				} else {
					out = append(out, diag("pg-hba-trust", "security", file, i+1, line, finding.Medium, 0.75,
						"pg_hba.conf accepts the password method from "+m[2]+": the password crosses the network in clear text",
						"Use scram-sha-256, which never sends the password; PostgreSQL's documentation: the password method sends it in clear text and should not be used on untrusted networks.", "CWE-523"))
				}
			}
			continue
		}
		if isINI(kind, rows) && strings.HasPrefix(line, "[") {
			// [section] and git's [section "sub"]
			section = strings.ToLower(strings.Trim(strings.Fields(strings.Trim(line, "[]"))[0], `"`))
			continue
		}
		key, val := splitSetting(line, isINI(kind, rows), formatOf(kind, rows) == "properties")
		for _, r := range rows {
			v := val
			if r.setting == "" {
				// a setting without a key of its own (an exports or sudoers line) is judged on the whole line
				v = line
			}
			if r.in == "setting" && r.fileKind == kind && (r.setting == "" || r.setting == key || r.setting == section+"."+key) &&
				r.test.reportsText(v) && (r.unlessFile == nil || !r.unlessFile.MatchString(src)) {
				out = append(out, settingFinding(r, file, i+1, line, v))
			}
		}
	}
	return out
}

// splitSetting splits an ini line (key = value ; comment) or a
// whitespace-separated one (Key value # comment); keys are compared in lower
// case.
func splitSetting(line string, ini, colon bool) (key, val string) {
	if colon && !strings.Contains(line, "=") {
		// key: value is the other separator .properties files allow
		line = strings.Replace(line, ":", "=", 1)
	}
	if ini {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			// a flag without a value (my.cnf's skip-grant-tables)
			return strings.ToLower(strings.TrimSpace(line)), ""
		}
		if c := strings.Index(v, ";"); c >= 0 {
			v = v[:c]
		}
		if c := strings.Index(v, " #"); c >= 0 {
			v = v[:c]
		}
		return strings.ToLower(strings.TrimSpace(k)), strings.TrimSpace(v)
	}
	if c := strings.Index(line, " #"); c >= 0 {
		line = line[:c]
	}
	k, v, _ := strings.Cut(strings.Join(strings.Fields(line), " "), " ")
	return strings.ToLower(k), strings.TrimSpace(v)
}

// loopback reports a pg_hba address that only the machine itself reaches.
func loopback(addr string) bool {
	switch addr {
	case "127.0.0.1/32", "::1/128", "localhost", "127.0.0.1", "::1":
		return true
	}
	return false
}

// confRuleIDs are the ids serverConf reports beside its rows'.
var confRuleIDs = []string{"iac/pg-hba-trust"}

// settingFinding is a setting row's finding on a line whose value (or, for
// a row without a setting, whole text) is v.
func settingFinding(r *checkRow, file string, line int, code, v string) engine.Diagnostic {
	fill := func(s string) string {
		return interpolate(s, func(name string) (string, bool) { return v, name == "value" })
	}
	return engine.Diagnostic{Engine: Name, Rule: r.rule, Dimension: r.dim, File: file, Lines: finding.Lines(line, line),
		Severity: r.sev, Confidence: r.conf, Message: fill(r.msg), Detail: fill(r.rec), Code: code, CWE: r.cwe}
}
