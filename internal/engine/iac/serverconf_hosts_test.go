package iac

import "testing"

// The settings each service's documentation names as turning a protection
// off, and their safe forms.
func TestHostConf(t *testing.T) {
	cases := []struct {
		path, bad, ok string
		rule          string
	}{
		{"etc/yum.repos.d/vendor.repo", "[vendor]\nbaseurl=https://repo.example.com\ngpgcheck=0\n", "[vendor]\nbaseurl=https://repo.example.com\ngpgcheck=1\n", "iac/package-signature-check-off"},
		{"etc/apt/apt.conf.d/99insecure", "APT::Get::AllowUnauthenticated \"true\";\n", "APT::Install-Recommends \"false\";\n", "iac/package-signature-check-off"},
		{"etc/apt/sources.list", "deb [trusted=yes] http://repo.example.com stable main\n", "deb [signed-by=/usr/share/keyrings/v.gpg] https://repo.example.com stable main\n", "iac/package-signature-check-off"},
		{"etc/apt/apt.conf.d/80ssl", "Acquire::https::repo.example.com::Verify-Peer \"false\";\n", "Acquire::https::CaInfo \"/etc/ssl/ca.pem\";\n", "iac/package-manager-insecure-transport"},
		{"home/u/.wgetrc", "check_certificate = off\n", "ca_certificate = /etc/ssl/ca.pem\n", "iac/package-manager-insecure-transport"},
		{"home/u/.curlrc", "insecure\n", "cacert = /etc/ssl/ca.pem\n", "iac/package-manager-insecure-transport"},
		{"home/u/.yarnrc", "strict-ssl false\n", "cafile /etc/ssl/ca.pem\n", "iac/package-manager-insecure-transport"},
		{"etc/containers/registries.conf", "[[registry]]\nlocation = \"registry.local:5000\"\ninsecure = true\n", "[[registry]]\nlocation = \"registry.local:5000\"\ninsecure = false\n", "iac/package-manager-insecure-transport"},
		{"home/u/.ssh/config", "Host *\n  StrictHostKeyChecking no\n", "Host *\n  StrictHostKeyChecking yes\n", "iac/ssh-host-key-check-off"},
		{"etc/exports", "/srv/data 10.0.0.0/24(rw,no_root_squash)\n", "/srv/data 10.0.0.0/24(rw,root_squash)\n", "iac/nfs-export-unsafe"},
		{"etc/exports", "/srv/pub *(rw,sync)\n", "/srv/pub 10.0.0.5(ro)\n", "iac/nfs-export-unsafe"},
		{"etc/sudoers.d/deploy", "deploy ALL=(ALL) NOPASSWD: ALL\n", "deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app\n", "iac/sudoers-nopasswd-all"},
		{"etc/bind/named.conf.options", "options {\n  allow-recursion { any; };\n};\n", "options {\n  allow-recursion { localnets; };\n};\n", "iac/dns-open-to-all"},
		{"etc/krb5.conf", "[libdefaults]\n  allow_weak_crypto = true\n", "[libdefaults]\n  default_realm = EXAMPLE.COM\n", "iac/kerberos-weak-crypto"},
		{"etc/ssl/openssl.cnf", "[system_default_sect]\nMinProtocol = TLSv1\n", "[system_default_sect]\nMinProtocol = TLSv1.2\n", "iac/openssl-weak-defaults"},
		{"etc/postgresql/16/main/postgresql.conf", "password_encryption = md5   # legacy clients\n", "password_encryption = scram-sha-256\n", "iac/postgres-md5-passwords"},
		{"kafka/config/server.properties", "broker.id=0\nallow.everyone.if.no.acl.found=true\n", "broker.id=0\nallow.everyone.if.no.acl.found=false\n", "iac/kafka-no-acl-allows-all"},
		{"conf/zoo.cfg", "tickTime=2000\nskipACL=yes\n", "tickTime=2000\n", "iac/zookeeper-acl-skipped"},
		{"etc/rabbitmq/rabbitmq.conf", "loopback_users.guest = false\n", "loopback_users.guest = true\n", "iac/rabbitmq-guest-remote"},
		{"etc/haproxy/haproxy.cfg", "listen stats\n  bind :8404\n  stats enable\n", "listen stats\n  bind :8404\n  stats enable\n  stats auth admin:${STATS_PASSWORD}\n", "iac/haproxy-stats-open"},
		{"etc/haproxy/haproxy.cfg", "frontend web\n  bind :443 ssl crt /etc/ssl/site.pem ssl-min-ver TLSv1.0\n", "frontend web\n  bind :443 ssl crt /etc/ssl/site.pem ssl-min-ver TLSv1.2\n", "iac/haproxy-old-tls"},
		{"etc/haproxy/haproxy.cfg", "backend app\n  server s1 10.0.0.1:443 ssl verify none check\n", "backend app\n  server s1 10.0.0.1:443 ssl verify required ca-file /etc/haproxy/ca.pem check\n", "iac/haproxy-tls-unverified"},
		{"deploy/haproxy/edge.cfg", "global\n  ssl-server-verify none\n", "global\n  ssl-server-verify required\n", "iac/haproxy-tls-unverified"},
		{"etc/haproxy/haproxy.cfg", "global\n  ssl-default-bind-ciphers ECDHE-RSA-AES128-GCM-SHA256:DES-CBC3-SHA\n", "global\n  ssl-default-bind-ciphers ECDHE-RSA-AES128-GCM-SHA256:HIGH:!aNULL:!MD5:!RC4:-3DES\n", "iac/haproxy-weak-cipher"},
		{"etc/haproxy/haproxy.cfg", "listen stats\n  bind 10.0.0.2:8404\n  stats uri /stats\n  stats auth ops:${STATS_PASSWORD}\n  stats admin if TRUE\n", "listen stats\n  bind 10.0.0.2:8404\n  stats uri /stats\n  stats auth ops:${STATS_PASSWORD}\n  stats admin if { src 10.0.0.0/8 }\n", "iac/haproxy-stats-open"},
		{"Caddyfile", "example.com {\n  reverse_proxy https://10.0.0.5:8443 {\n    transport http {\n      tls_insecure_skip_verify\n    }\n  }\n}\n", "example.com {\n  reverse_proxy https://10.0.0.5:8443 {\n    transport http {\n      tls_trust_pool file /etc/caddy/ca.pem\n    }\n  }\n}\n", "iac/caddy-tls-unverified"},
		{"deploy/Caddyfile.prod", "example.com {\n  tls {\n    protocols tls1.0 tls1.3\n  }\n}\n", "example.com {\n  tls {\n    protocols tls1.2 tls1.3\n  }\n}\n", "iac/caddy-old-tls"},
		{"app/.env.production", "APP_ENV=production\nAPP_DEBUG=true\n", "APP_ENV=production\nAPP_DEBUG=false\n", "iac/production-debug-on"},
	}
	for _, c := range cases {
		got := rules(t, c.path, c.bad)
		if len(got[c.rule]) != 1 || len(got) != 1 {
			t.Errorf("%s: bad form: got %v, want one %s", c.path, got, c.rule)
		}
		if got := rules(t, c.path, c.ok); len(got) != 0 {
			t.Errorf("%s: safe form: got %v", c.path, got)
		}
	}
	// a development .env is not judged
	check(t, rules(t, "app/.env", "APP_DEBUG=true\n"), map[string][]int{})
}
