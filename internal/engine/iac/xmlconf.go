package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// XML configuration of web applications whose documentation names the
// setting as a security decision: ASP.NET's web.config (custom errors off,
// debug compilation, remote tracing, cookie flags, session ids in URLs,
// ViewState MAC off, request validation off, a machine key written in the
// file, forms tickets without protection, header checking off), the Java
// servlet deployment descriptor web.xml (cookie flags, sessions that never
// expire, session ids in URLs, the default servlet's listings) and
// Tomcat's server.xml (old TLS protocols, the default shutdown command,
// TRACE), and an Android app's AndroidManifest.xml (debuggable, cleartext
// traffic, components exported without a permission: android.go). An element's attributes may span lines; comments are blanked
// first, so commented-out settings are not read.

var xmlRuleIDs = []string{
	"iac/aspnet-custom-errors-off", "iac/aspnet-debug-compilation", "iac/aspnet-trace-remote", "iac/aspnet-cookie-flags",
	"iac/aspnet-session-in-url", "iac/aspnet-viewstate-mac-off", "iac/aspnet-request-validation-off", "iac/aspnet-hardcoded-machine-key",
	"iac/aspnet-forms-unprotected", "iac/aspnet-header-checking-off",
	"iac/servlet-cookie-flags", "iac/servlet-session-never-expires", "iac/servlet-session-in-url", "iac/servlet-directory-listing",
	"iac/tomcat-old-tls", "iac/tomcat-default-shutdown", "iac/tomcat-trace-enabled",
	"iac/android-debuggable", "iac/android-cleartext-traffic", "iac/android-exported-component",
}

// xmlKind names an XML configuration file's kind, or "".
func xmlKind(p string) string {
	switch strings.ToLower(path.Base(p)) {
	case "web.config":
		return "aspnet"
	case "web.xml":
		return "servlet"
	case "androidmanifest.xml":
		return "android"
	case "server.xml":
		if strings.Contains(strings.ToLower(p), "conf/") || strings.Contains(strings.ToLower(p), "tomcat") {
			return "tomcat"
		}
	}
	return ""
}

type xmlCheck struct {
	kind string
	re   *regexp.Regexp // group 1 is what the finding points at
	rule string
	dim  string
	sev  finding.Severity
	conf float64
	msg  string
	rec  string
	cwe  string
}

var xmlComment = regexp.MustCompile(`(?s)<!--.*?-->`)

var xmlChecks = []xmlCheck{
	{"aspnet", regexp.MustCompile(`(?is)<customErrors\b[^>]*?\b(mode\s*=\s*"Off")`), "aspnet-custom-errors-off", "security", finding.Medium, 0.8,
		"customErrors mode=\"Off\" shows every visitor ASP.NET's detailed error pages: stack traces, source lines and versions",
		"Use mode=\"RemoteOnly\" (the default) or \"On\" with a defaultRedirect error page; Microsoft's guidance: never turn custom errors off in production.", "CWE-209"},
	{"aspnet", regexp.MustCompile(`(?is)<compilation\b[^>]*?\b(debug\s*=\s*"true")`), "aspnet-debug-compilation", "security", finding.Medium, 0.8,
		"compilation debug=\"true\" builds the site with debug symbols and no timeouts, and shows more in its errors",
		"Set debug=\"false\" (a web.Release.config transform can remove the attribute: xdt:Transform=\"RemoveAttributes(debug)\").", "CWE-489"},
	{"aspnet", regexp.MustCompile(`(?is)<trace\b[^>]*?\benabled\s*=\s*"true"[^>]*?\b(localOnly\s*=\s*"false")|<trace\b[^>]*?\b(localOnly\s*=\s*"false")[^>]*?\benabled\s*=\s*"true"`), "aspnet-trace-remote", "security", finding.Medium, 0.8,
		"Tracing is on for remote clients: trace.axd shows every request's headers, cookies, session and server variables",
		"Set <trace enabled=\"false\"/> in production, or at least keep localOnly=\"true\" (its default).", "CWE-200"},
	{"aspnet", regexp.MustCompile(`(?is)<httpCookies\b[^>]*?\b(httpOnlyCookies\s*=\s*"false")`), "aspnet-cookie-flags", "security", finding.Low, 0.75,
		"httpOnlyCookies=\"false\" lets page scripts read the application's cookies (an XSS steals the session)",
		"Set <httpCookies httpOnlyCookies=\"true\" requireSSL=\"true\"/>.", "CWE-1004"},
	{"aspnet", regexp.MustCompile(`(?is)<(?:httpCookies|forms)\b[^>]*?\b(requireSSL\s*=\s*"false")|<roleManager\b[^>]*?\b(cookieRequireSSL\s*=\s*"false")`), "aspnet-cookie-flags", "security", finding.Low, 0.7,
		"requireSSL=\"false\" sends the cookie over plain HTTP as well",
		"Set requireSSL=\"true\" (cookieRequireSSL for roleManager) on a site served over HTTPS.", "CWE-614"},
	{"aspnet", regexp.MustCompile(`(?is)<(?:sessionState|forms|anonymousIdentification)\b[^>]*?\b(cookieless\s*=\s*"(?:true|UseUri)")`), "aspnet-session-in-url", "security", finding.Medium, 0.8,
		"cookieless session or ticket in the URL: logs, referers and shared links carry it, and a link can fix a victim's session",
		"Use cookies (cookieless=\"UseCookies\"), with httpOnlyCookies and requireSSL.", "CWE-598"},
	{"aspnet", regexp.MustCompile(`(?i)\b(enableViewStateMac\s*=\s*"false")`), "aspnet-viewstate-mac-off", "security", finding.High, 0.85,
		"enableViewStateMac=\"false\" accepts ViewState the client changed: tampered or forged ViewState is deserialized (remote code execution)",
		"Remove it; Microsoft's security advisory 2905247: ViewState MAC must never be disabled, and .NET 4.5.2 forbids it.", "CWE-642"},
	{"aspnet", regexp.MustCompile(`(?i)\b(validateRequest\s*=\s*"false")`), "aspnet-request-validation-off", "security", finding.Medium, 0.7,
		"validateRequest=\"false\" turns off ASP.NET's check for markup in request values for every page",
		"Keep request validation on and allow markup only for the one field that needs it ([AllowHtml] or ValidateRequestMode.Disabled on that control), encoding it on output.", "CWE-20"},
	{"aspnet", regexp.MustCompile(`(?is)<machineKey\b[^>]*?\b((?:validationKey|decryptionKey)\s*=\s*"[0-9A-Fa-f]{16,}")`), "aspnet-hardcoded-machine-key", "security", finding.High, 0.85,
		"The machine key is written in web.config: whoever reads the file can forge ViewState, forms tickets and other protected data (ViewState deserialization is remote code execution)",
		"Remove the literal keys (AutoGenerate,IsolateApps), or for a web farm keep them in an encrypted configuration section or the server's configuration, and rotate the key that was committed.", "CWE-321"},
	{"aspnet", regexp.MustCompile(`(?is)<forms\b[^>]*?\b(protection\s*=\s*"None")`), "aspnet-forms-unprotected", "security", finding.High, 0.8,
		"forms protection=\"None\": the authentication ticket is neither encrypted nor signed, so a client can forge it",
		"Use protection=\"All\" (the default).", "CWE-565"},
	{"aspnet", regexp.MustCompile(`(?is)<httpRuntime\b[^>]*?\b(enableHeaderChecking\s*=\s*"false")`), "aspnet-header-checking-off", "security", finding.Medium, 0.8,
		"enableHeaderChecking=\"false\" lets CR and LF through into response headers (header injection, response splitting)",
		"Remove it (its default is true).", "CWE-113"},

	{"servlet", regexp.MustCompile(`(?is)<cookie-config>.*?(<http-only>\s*false\s*</http-only>)`), "servlet-cookie-flags", "security", finding.Low, 0.75,
		"The session cookie is not HttpOnly: page scripts can read it (an XSS steals the session)",
		"Set <http-only>true</http-only> and <secure>true</secure> in <session-config><cookie-config>.", "CWE-1004"},
	{"servlet", regexp.MustCompile(`(?is)<cookie-config>.*?(<secure>\s*false\s*</secure>)`), "servlet-cookie-flags", "security", finding.Low, 0.7,
		"The session cookie is sent over plain HTTP as well",
		"Set <secure>true</secure> in <cookie-config> on a site served over HTTPS.", "CWE-614"},
	{"servlet", regexp.MustCompile(`(?is)(<session-timeout>\s*(?:-1|0)\s*</session-timeout>)`), "servlet-session-never-expires", "security", finding.Medium, 0.8,
		"session-timeout 0 or below: sessions never expire, so a stolen session id works for as long as the server runs",
		"Set a timeout in minutes (<session-timeout>30</session-timeout>), as OWASP's session management guidance asks.", "CWE-613"},
	{"servlet", regexp.MustCompile(`(?is)(<tracking-mode>\s*URL\s*</tracking-mode>)`), "servlet-session-in-url", "security", finding.Medium, 0.8,
		"Session tracking by URL puts the session id in links, where logs, referers and shared links leak it",
		"Track sessions with cookies only: <tracking-mode>COOKIE</tracking-mode>.", "CWE-598"},
	{"servlet", regexp.MustCompile(`(?is)<param-name>\s*listings\s*</param-name>\s*(<param-value>\s*true\s*</param-value>)`), "servlet-directory-listing", "security", finding.Medium, 0.8,
		"The default servlet lists directory contents when there is no welcome file",
		"Set listings to false (Tomcat's default); a listing shows backups, dumps and configuration nobody meant to publish.", "CWE-548"},

	{"tomcat", regexp.MustCompile(`(?is)<Connector\b[^>]*?\b((?:sslEnabledProtocols|sslProtocols|protocols)\s*=\s*"[^"]*?\b(?:SSLv3|SSLv2|TLSv1|TLSv1\.1)(?:[,+"\s]))`), "tomcat-old-tls", "security", finding.Medium, 0.8,
		"The connector accepts a deprecated TLS or SSL version (RFC 8996)",
		"List only TLSv1.2 and TLSv1.3: sslEnabledProtocols=\"TLSv1.2,TLSv1.3\" (protocols on an <SSLHostConfig>).", "CWE-327"},
	{"tomcat", regexp.MustCompile(`(?is)<Server\b[^>]*?\bport\s*=\s*"(?:[1-9][0-9]*)"[^>]*?\b(shutdown\s*=\s*"SHUTDOWN")|<Server\b[^>]*?\b(shutdown\s*=\s*"SHUTDOWN")[^>]*?\bport\s*=\s*"[1-9][0-9]*"`), "tomcat-default-shutdown", "security", finding.Low, 0.7,
		"The shutdown port listens for Tomcat's default command: any local process that sends SHUTDOWN stops the server",
		"Disable the port (port=\"-1\") or set a long random shutdown string; the CIS Apache Tomcat Benchmark asks for both.", "CWE-1188"},
	{"tomcat", regexp.MustCompile(`(?is)<Connector\b[^>]*?\b(allowTrace\s*=\s*"true")`), "tomcat-trace-enabled", "security", finding.Low, 0.8,
		"allowTrace=\"true\" answers TRACE requests, echoing headers such as cookies back (cross-site tracing)",
		"Remove it (its default is false).", "CWE-693"},

	{"android", regexp.MustCompile(`(?is)<application\b[^>]*?\b(android:debuggable\s*=\s*"true")`), "android-debuggable", "security", finding.Medium, 0.8,
		"android:debuggable=\"true\": anyone with the device can attach a debugger and run code as the app, reading its data",
		"Remove the attribute: the build sets it for debug builds only (Android's security checklist).", "CWE-489"},
	{"android", regexp.MustCompile(`(?is)<application\b[^>]*?\b(android:usesCleartextTraffic\s*=\s*"true")`), "android-cleartext-traffic", "security", finding.Medium, 0.75,
		"android:usesCleartextTraffic=\"true\" lets the app talk plain HTTP, which the network can read and change",
		"Remove it (cleartext is off by default since Android 9) and allow plain HTTP only for named test hosts in a network security config.", "CWE-319"},
}

// xmlConf runs the checks of a kind over src.
func xmlConf(file, kind, src string) []engine.Diagnostic {
	// blank comments, keeping offsets and line numbers
	src = xmlComment.ReplaceAllStringFunc(src, func(c string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, c)
	})
	lines := strings.Split(src, "\n")
	var out []engine.Diagnostic
	for _, c := range xmlChecks {
		if c.kind != kind {
			continue
		}
		for _, m := range c.re.FindAllStringSubmatchIndex(src, -1) {
			at := -1
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					at = m[g]
					break
				}
			}
			if at < 0 {
				at = m[0]
			}
			line := strings.Count(src[:at], "\n") + 1
			out = append(out, diag(c.rule, c.dim, file, line, strings.TrimSpace(lines[line-1]), c.sev, c.conf, c.msg, c.rec, c.cwe))
		}
	}
	if kind == "android" {
		out = append(out, androidExported(file, src, lines)...)
	}
	return out
}
