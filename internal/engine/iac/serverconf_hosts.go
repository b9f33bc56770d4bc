package iac

import (
	"strings"
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
// and debug mode in a production .env. The settings are rows of
// checks/settings.yml; this file names the files.

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
