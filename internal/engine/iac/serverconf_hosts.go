package iac

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// System services and tools whose own documentation names a setting as the
// one that turns a protection off: package signature and TLS checks
// (yum/dnf repositories, apt's configuration and sources, wget, curl, yarn,
// podman's registries), SSH host key checking, NFS exports that keep
// remote root or are writable by every host, sudo rules without a
// password, BIND zone transfers and recursion for anyone, Kerberos' weak
// ciphers, OpenSSL's minimum protocol and security level, PostgreSQL's
// MD5 passwords, Kafka and ZooKeeper without ACLs, RabbitMQ's guest user
// from the network, HAProxy's statistics page without a login and old TLS,
// and debug mode in a production .env.

var confSettings = slices.Concat(appConfSettings, hostConfSettings)

// hostConfKind names the kind of a system service's file by its name and
// directory, or "".
func hostConfKind(p, base string) string {
	if k, ok := hostConfNames[base]; ok {
		return k
	}
	in := func(dir, suffix string) bool { return strings.Contains(p, dir) && strings.HasSuffix(base, suffix) }
	switch {
	case in("yum.repos.d/", ".repo"):
		return "yum"
	case in("apt.conf.d/", ""):
		return "apt"
	case in("sources.list.d/", ".list"):
		return "apt-sources"
	case in("sudoers.d/", ""):
		return "sudoers"
	case in("kafka", ".properties") && strings.Contains(base, "server"):
		return "kafka"
	case in("/.ssh/", "config") && base == "config":
		return "ssh"
	case in("haproxy", ".cfg"):
		return "haproxy"
	case strings.HasPrefix(base, "caddyfile"):
		return "caddy"
	case base == ".env.production" || base == ".env.prod":
		return "dotenv"
	}
	return ""
}

var hostConfNames = map[string]string{
	"yum.conf": "yum", "dnf.conf": "yum", "apt.conf": "apt", "sources.list": "apt-sources", ".wgetrc": "wgetrc", "wgetrc": "wgetrc",
	".curlrc": "curlrc", ".yarnrc": "yarnrc", "registries.conf": "registries", "ssh_config": "ssh", "exports": "nfs",
	"sudoers": "sudoers", "named.conf": "named", "named.conf.options": "named", "krb5.conf": "krb5", "openssl.cnf": "openssl",
	"postgresql.conf": "postgresql", "zoo.cfg": "zookeeper", "rabbitmq.conf": "rabbitmq", "haproxy.cfg": "haproxy",
	"caddyfile": "caddy",
}

var (
	// weakCipherList finds an OpenSSL cipher-string word that enables a broken or null cipher (RC4, DES, MD5,
	// NULL, EXPORT, anonymous key exchange), not one removed with ! or -.
	weakCipherList = regexp.MustCompile(`(^|[:\s,])\+?([A-Za-z0-9]+-)*(RC4|DES|3DES|MD5|NULL|eNULL|aNULL|EXPORT|EXP|LOW|ADH|AECDH)(-[A-Za-z0-9]+)*([:\s,]|$)`)
	trueValue      = regexp.MustCompile(`(?i)^["']?(true|yes|on|1)["']?;?$`)
	falseValue     = regexp.MustCompile(`(?i)^["']?(false|no|off|0)["']?;?$`)
)

var hostConfSettings = []confSetting{
	{"yum", "gpgcheck", falseValue, "package-signature-check-off", "security", finding.High, 0.85,
		"gpgcheck={v} installs packages from this repository without checking their signatures",
		"Set gpgcheck=1 (and repo_gpgcheck=1 where the repository signs its metadata) with gpgkey= naming the publisher's key; dnf.conf(5): signatures are what stop a compromised mirror.", "CWE-347", nil},
	{"yum", "sslverify", falseValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"sslverify={v} accepts any certificate from the repository's server",
		"Remove it (its default is 1) and install the CA that signs the mirror's certificate with sslcacert=.", "CWE-295", nil},
	{"apt", "apt::get::allowunauthenticated", trueValue, "package-signature-check-off", "security", finding.High, 0.85,
		"APT::Get::AllowUnauthenticated {v} installs packages whose signatures apt could not check",
		"Remove it and add the repository's signing key (signed-by= in its sources entry); apt-get(8): this option is a security risk.", "CWE-347", nil},
	{"apt", "acquire::allowinsecurerepositories", trueValue, "package-signature-check-off", "security", finding.High, 0.85,
		"Acquire::AllowInsecureRepositories {v} uses repositories whose metadata is unsigned",
		"Remove it and fix the repository's signing (apt-secure(8)).", "CWE-347", nil},
	{"apt", "", regexp.MustCompile(`(?i)^acquire::https?(::[^ ]+)?::verify-(peer|host)\s+"?(false|no|0)"?;?$`), "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"{v}: apt accepts any certificate from the repository's server",
		"Remove it and give apt the CA that signs the server's certificate (Acquire::https::CaInfo).", "CWE-295", nil},
	{"apt-sources", "", regexp.MustCompile(`^deb(-src)?\s+\[[^\]]*\b(trusted=yes|allow-insecure=yes)\b`), "package-signature-check-off", "security", finding.High, 0.85,
		"{v}: apt installs from this source without checking signatures",
		"Remove trusted=yes and name the repository's key instead: deb [signed-by=/usr/share/keyrings/vendor.gpg] https://... (sources.list(5)).", "CWE-347", nil},
	{"wgetrc", "check_certificate", falseValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"check_certificate = {v} makes every wget run accept any certificate",
		"Remove it and set ca_certificate = /path/to/ca.pem for a private CA.", "CWE-295", nil},
	{"curlrc", "insecure", anyValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"insecure in .curlrc makes every curl run accept any certificate",
		"Remove it and give curl the CA with cacert = /path/to/ca.pem.", "CWE-295", nil},
	{"curlrc", "-k", anyValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"-k in .curlrc makes every curl run accept any certificate",
		"Remove it and give curl the CA with cacert = /path/to/ca.pem.", "CWE-295", nil},
	{"curlrc", "--insecure", anyValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"--insecure in .curlrc makes every curl run accept any certificate",
		"Remove it and give curl the CA with cacert = /path/to/ca.pem.", "CWE-295", nil},
	{"yarnrc", "strict-ssl", falseValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"strict-ssl {v} makes yarn accept any certificate from the registry",
		"Remove it and point cafile at the CA that signs the registry's certificate.", "CWE-295", nil},
	{"registries", "insecure", trueValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"insecure = {v} lets podman and buildah pull from this registry over plain HTTP or with an unverified certificate",
		"Remove it and install the registry's CA under /etc/containers/certs.d/<registry>/ca.crt (containers-registries.conf(5)).", "CWE-295", nil},
	{"ssh", "stricthostkeychecking", regexp.MustCompile(`(?i)^(no|off|accept-new)$`), "ssh-host-key-check-off", "security", finding.Medium, 0.75,
		"StrictHostKeyChecking {v} connects to hosts whose key is unknown or changed without asking: a man in the middle is accepted",
		"Keep StrictHostKeyChecking yes (or ask) and distribute known_hosts (or SSH certificates with @cert-authority); ssh_config(5).", "CWE-295", nil},
	{"ssh", "userknownhostsfile", regexp.MustCompile(`^/dev/null$`), "ssh-host-key-check-off", "security", finding.Medium, 0.75,
		"UserKnownHostsFile /dev/null forgets every host key, so a changed key is never noticed",
		"Keep a known_hosts file and fill it from a trusted source.", "CWE-295", nil},
	{"nfs", "", regexp.MustCompile(`^\S+\s.*\bno_root_squash\b`), "nfs-export-unsafe", "security", finding.High, 0.8,
		"{v}: root on a client is root on this export's files",
		"Remove no_root_squash (root_squash is the default) and export to named hosts or networks; exports(5): no_root_squash is mainly useful for diskless clients.", "CWE-269", nil},
	{"nfs", "", regexp.MustCompile(`^/\S*\s+(\S+\s+)*\*(\([^)]*\))?(\s|$)`), "nfs-export-unsafe", "security", finding.Medium, 0.7,
		"{v}: the export is open to every host that can reach the server",
		"Export to the hosts or network that need it (/srv/share 10.0.0.0/24(ro,root_squash)); NFS trusts the client's claim of who the user is.", "CWE-284", nil},
	{"sudoers", "", regexp.MustCompile(`NOPASSWD:\s*ALL\s*$`), "sudoers-nopasswd-all", "security", finding.Medium, 0.8,
		"{v}: the user runs every command as root without a password",
		"List the commands the account needs (deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app) and require the password for everything else.", "CWE-250", nil},
	{"sudoers", "", regexp.MustCompile(`^Defaults\s+.*!authenticate\b`), "sudoers-nopasswd-all", "security", finding.High, 0.8,
		"{v}: sudo stops asking for passwords for every rule",
		"Remove !authenticate and grant NOPASSWD only to specific commands that need it.", "CWE-306", nil},
	{"named", "allow-transfer", regexp.MustCompile(`\{\s*any\s*;\s*\}`), "dns-open-to-all", "security", finding.Medium, 0.8,
		"allow-transfer {v} lets anyone download the whole zone",
		"Allow transfers only to the secondary servers, authenticated with TSIG: allow-transfer { key xfer-key; };", "CWE-200", nil},
	{"named", "allow-recursion", regexp.MustCompile(`\{\s*any\s*;\s*\}`), "dns-open-to-all", "security", finding.Medium, 0.8,
		"allow-recursion {v} makes the server an open resolver, used for DNS amplification attacks",
		"Recurse only for your networks: allow-recursion { localnets; };", "CWE-406", nil},
	{"krb5", "allow_weak_crypto", trueValue, "kerberos-weak-crypto", "security", finding.Medium, 0.8,
		"allow_weak_crypto = {v} accepts DES and other single-DES and export-grade Kerberos ciphers",
		"Remove it (its default is false) and rekey principals with AES (krb5.conf(5)).", "CWE-327", nil},
	{"openssl", "minprotocol", regexp.MustCompile(`(?i)^(SSLv3|TLSv1|TLSv1\.1)$`), "openssl-weak-defaults", "security", finding.Medium, 0.8,
		"MinProtocol = {v} lets every program that uses this OpenSSL configuration negotiate a deprecated protocol",
		"Use MinProtocol = TLSv1.2 (RFC 8996 deprecates TLS 1.0 and 1.1).", "CWE-327", nil},
	{"openssl", "cipherstring", regexp.MustCompile(`@SECLEVEL=[01]\b`), "openssl-weak-defaults", "security", finding.Medium, 0.75,
		"CipherString = {v} lowers OpenSSL's security level: SHA-1 signatures and short keys are accepted again",
		"Keep the distribution's level (SECLEVEL=2) and fix the peer that needs the old algorithms.", "CWE-327", nil},
	{"postgresql", "password_encryption", regexp.MustCompile(`(?i)^["']?md5["']?$`), "postgres-md5-passwords", "security", finding.Medium, 0.8,
		"password_encryption = {v} stores new passwords as MD5 hashes, which PostgreSQL has deprecated",
		"Use password_encryption = scram-sha-256 (the default since PostgreSQL 14) and reset the passwords; pg_hba.conf's scram-sha-256 then never sends them in clear text.", "CWE-916", nil},
	{"kafka", "allow.everyone.if.no.acl.found", trueValue, "kafka-no-acl-allows-all", "security", finding.Medium, 0.8,
		"allow.everyone.if.no.acl.found={v} lets every client use any topic that has no ACL",
		"Leave it false (the default) and grant access with ACLs for each principal.", "CWE-284", nil},
	{"zookeeper", "skipacl", regexp.MustCompile(`(?i)^(yes|true)$`), "zookeeper-acl-skipped", "security", finding.High, 0.8,
		"skipACL={v} turns every ZooKeeper permission check off",
		"Remove skipACL; ZooKeeper's administrator guide: it disables all ACL checks, so any client can change any znode.", "CWE-284", nil},
	{"rabbitmq", "loopback_users", regexp.MustCompile(`(?i)^none$`), "rabbitmq-guest-remote", "security", finding.High, 0.8,
		"loopback_users = none lets the default guest user (password guest) log in from the network",
		"Keep guest limited to localhost (the default) and create users with their own passwords; RabbitMQ's access control guide.", "CWE-1392", nil},
	{"rabbitmq", "loopback_users.guest", falseValue, "rabbitmq-guest-remote", "security", finding.High, 0.8,
		"loopback_users.guest = false lets the default guest user (password guest) log in from the network",
		"Delete the guest user or keep it limited to localhost, and create users with their own passwords.", "CWE-1392", nil},
	{"haproxy", "stats", regexp.MustCompile(`(?i)^(enable|uri\s+\S+)$`), "haproxy-stats-open", "security", finding.Medium, 0.7,
		"stats {v} publishes HAProxy's statistics page, and nothing in this file asks for a login",
		"Add stats auth user:password (or restrict it with an ACL on the source address) and, better, bind it to an internal address only.", "CWE-200",
		regexp.MustCompile(`(?m)^\s*stats\s+(auth|http-request\s+auth)\b|^\s*http-request\s+auth\b`)},
	{"haproxy", "", regexp.MustCompile(`(?i)\bssl-min-ver\s+(SSLv3|TLSv1\.0|TLSv1\.1)\b|\bforce-(sslv3|tlsv10|tlsv11)\b`), "haproxy-old-tls", "security", finding.Medium, 0.8,
		"{v}: HAProxy accepts a deprecated TLS version",
		"Use ssl-min-ver TLSv1.2 in the bind line or ssl-default-bind-options (RFC 8996).", "CWE-327", nil},
	{"haproxy", "", regexp.MustCompile(`(?i)^(server|default-server)\s.*\sverify\s+none\b|^ssl-server-verify\s+none\b`), "haproxy-tls-unverified", "security", finding.Medium, 0.8,
		"{v}: HAProxy connects to the server over TLS without checking its certificate, so whoever sits on the path can read and change the traffic",
		"Use verify required with the CA that signs the servers' certificates (server s1 10.0.0.1:443 ssl verify required ca-file /etc/haproxy/ca.pem); HAProxy's manual: verify none disables certificate verification.", "CWE-295", nil},
	{"haproxy", "ssl-default-bind-ciphers", weakCipherList, "haproxy-weak-cipher", "security", finding.Medium, 0.8,
		"ssl-default-bind-ciphers {v} enables a cipher that is broken or does no encryption or authentication",
		"Use Mozilla's intermediate list (ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:...) or HAProxy's default.", "CWE-327", nil},
	{"haproxy", "ssl-default-server-ciphers", weakCipherList, "haproxy-weak-cipher", "security", finding.Medium, 0.8,
		"ssl-default-server-ciphers {v} enables a cipher that is broken or does no encryption or authentication",
		"Use Mozilla's intermediate list or HAProxy's default.", "CWE-327", nil},
	{"haproxy", "stats", regexp.MustCompile(`(?i)^admin\s+if\s+TRUE$`), "haproxy-stats-open", "security", finding.Medium, 0.75,
		"stats admin if TRUE lets whoever reaches the statistics page drain, disable and re-weight servers",
		"Grant admin only to an authenticated user or a management network (stats admin if { src 10.0.0.0/8 } or an http-request auth ACL).", "CWE-306", nil},
	{"caddy", "tls_insecure_skip_verify", anyValue, "caddy-tls-unverified", "security", finding.Medium, 0.85,
		"tls_insecure_skip_verify makes Caddy's reverse proxy accept any certificate from the upstream",
		"Remove it and trust the upstream's CA instead (tls_trust_pool file /etc/caddy/upstream-ca.pem, or tls_trusted_ca_certs); Caddy's docs: it disables TLS handshake verification, which is insecure.", "CWE-295", nil},
	{"caddy", "protocols", regexp.MustCompile(`(?i)^(ssl3\.0|tls1\.0|tls1\.1)\b`), "caddy-old-tls", "security", finding.Medium, 0.8,
		"protocols {v} lets clients negotiate a deprecated TLS version",
		"Remove the line (Caddy's default minimum is TLS 1.2) or use protocols tls1.2 tls1.3 (RFC 8996).", "CWE-327", nil},
	{"dotenv", "app_debug", trueValue, "production-debug-on", "security", finding.Medium, 0.8,
		"APP_DEBUG={v} in the production environment file shows stack traces, configuration and environment to visitors",
		"Set APP_DEBUG=false in production (Laravel's configuration documentation) and read errors from the log.", "CWE-489", nil},
	{"dotenv", "debug", trueValue, "production-debug-on", "security", finding.Medium, 0.75,
		"DEBUG={v} in the production environment file turns the framework's debug pages on",
		"Set DEBUG=false in production; debug pages show code, settings and secrets to whoever triggers an error.", "CWE-489", nil},
}
