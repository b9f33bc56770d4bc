package secrets

import (
	"slices"
	"strings"
	"testing"

	"github.com/zricethezav/gitleaks/v8/config"
)

// A password in a connection URL is found in any kind of file; a
// placeholder where the password goes is not a password.
func TestDSNPassword(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	pw := "Vq7rT2" + "mXk9LpZ4wB"
	found := []struct{ path, text string }{
		{".env", "DATABASE_URL=postgres://app:" + pw + "@db.internal:5432/app\n"},
		{"settings.py", "DATABASES_URL = \"postgresql+psycopg2://app:" + pw + "@db/app\"\n"},
		{"app.js", "mongoose.connect('mongodb+srv://svc:" + pw + "@cluster0.abcde.mongodb.net/shop')\n"},
		{"cache.go", "var url = \"redis://:" + pw + "@cache:6379/0\"\n"},
		{"worker.rb", "BROKER = 'amqp://worker:" + pw + "@mq.internal:5672/%2F'\n"},
		{"Main.java", "String url = \"mysql://root:" + pw + "@10.0.0.5/orders\";\n"},
		{"docker-compose.yml", "      - DB=mariadb://u:" + pw + "@mariadb/db\n"},
	}
	for _, c := range found {
		leaks := sc.Scan(c.path, []byte(c.text))
		i := slices.IndexFunc(leaks, func(l Leak) bool { return l.Rule == "dsn-password" })
		if i < 0 {
			t.Errorf("%s: no dsn-password in %q (got %+v)", c.path, c.text, leaks)
			continue
		}
		if leaks[i].Secret != pw {
			t.Errorf("%s: the secret is %q, want the password alone", c.path, Redact(leaks[i].Secret))
		}
	}
	placeholders := []string{
		"postgres://user:password@localhost/db",
		"postgres://user:${DB_PASSWORD}@db/app",
		"postgres://user:$DB_PASSWORD@db/app",
		"postgres://user:<password>@host/db",
		"mysql://root:root@127.0.0.1/test",
		"amqp://guest:guest@localhost:5672/",
		"postgresql://postgres:postgres@localhost:5432/postgres",
		"redis://:%(password)s@%(host)s:6379",
		"mongodb://admin:{{ .Password }}@mongo/app",
		"postgres://app:{password}@{host}/app",
		"postgres://app:xxxxxx@db/app",
		"postgres://app:****@db/app",
		"postgres://db.internal:5432/app",      // a port, not a password
		"https://user:" + pw + "@example.com/", // not a connection URL this rule knows
	}
	for _, p := range placeholders {
		for _, l := range sc.Scan("config.py", []byte("URL = \""+p+"\"\n")) {
			if l.Rule == "dsn-password" {
				t.Errorf("dsn-password in %q: %s", p, Redact(l.Secret))
			}
		}
	}
}

// Mapbox's secret tokens are found; its public ones stay gitleaks'
// mapbox-api-token, which the specialist judges public.
func TestMapboxSecretToken(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	body := "eyJ1IjoiZXhhbXBsZXVzZXIiLCJhIjoiY2xxOHZ6N3Bx" + "MDB3bTJrcGJ4dDZ0eGQ5ZiJ9"
	sig := "Qm7vX2kLp9" + "RtZ4wNc8sYb"
	leaks := sc.Scan("upload.py", []byte("MAPBOX_TOKEN = \"sk."+body+"."+sig+"\"\n"))
	if !slices.ContainsFunc(leaks, func(l Leak) bool { return l.Rule == "mapbox-secret-token" }) {
		t.Errorf("no mapbox-secret-token: %+v", leaks)
	}
}

// A credential on a line marked gitleaks:allow is still reported: the
// waiver is the specialist's to judge and record, and redaction must not
// depend on a comment.
func TestAllowCommentStillScanned(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"const key = \"" + awsKey + "\" // gitleaks:allow\n",
		"KEY = \"" + awsKey + "\"  # gitleaks:allow dummy for the parser test\n",
	} {
		leaks := sc.Scan("k.go", []byte(line))
		if len(leaks) != 1 || leaks[0].Rule != "aws-access-token" || !strings.Contains(leaks[0].Line, "gitleaks:allow") {
			t.Errorf("%q: got %+v", line, leaks)
		}
	}
}

// Passwords in the syntaxes of configuration files, URLs of other services,
// Basic headers and connection strings are found; references, settings
// about passwords and placeholders are not.
func TestConfigSyntaxPasswords(t *testing.T) {
	const (
		bcryptBody = "Xk9mQ2vLp7Rt4Wz8Yb1Nc3Ve5Gh7Jk9Lm2Np4Qr6St8Uv0Wx2Yz4A"
		sha512Body = "uE7lK3pQ9rT2wY5zA8bC1dF4gH7jK0mN3pQ6sT9vW2xZ5aC8eF1hJ4kM7nP0qS3tU6wX9yZ2bD5eG8iK1lN4o"
	)
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	pw := "Xk9#mQ2v" + "L7pR4tW8"
	dpKey := "PF3GdfO7PnvHYvXyD5nxmoQ91pY9qfA0rjRsdXHd" + "UQbE1Mg9Xok2gXLY2zn8XemsySH37UGrGknht8u/PlehWg=="
	found := []struct{ path, text, rule, secret string }{
		{"app.conf", "[database]\npassword = " + pw + "\n", "config-file-password", pw},
		{"app.ini", "db_password = \"" + pw + "\"\n", "config-file-password", pw},
		{"mail.cfg", "  smtp_pass: " + pw + "\n", "config-file-password", pw},
		{"application.properties", "spring.datasource.password=" + pw + "\n", "config-file-password", pw},
		{".env", "export LDAP_BIND_PASSWORD=" + pw + "\n", "config-file-password", pw},
		{".env.production", "SMTP_PASS='" + pw + "'\n", "config-file-password", pw},
		{"redis.conf", "requirepass " + pw + "\n", "config-file-password", pw},
		{"haproxy.cfg", "userlist admins\n    user admin insecure-password " + pw + "\n", "config-file-password", pw},
		{"nginx.conf", "location / { proxy_pass https://admin:" + pw[:8] + "@api.example.com/; }\n", "url-password", pw[:8]},
		{"settings.py", "PROXY = 'http://svc:" + pw[:8] + "@proxy.corp:3128'\n", "url-password", pw[:8]},
		{"deploy.sh", "lftp ftp://deploy:" + pw[:8] + "@ftp.example.com/upload\n", "url-password", pw[:8]},
		{"nginx.conf", "proxy_set_header Authorization \"Basic YWRtaW46c3VwZXJzZWNyZXQxMjM=\";\n", "basic-auth-header", "YWRtaW46c3VwZXJzZWNyZXQxMjM="},
		{"client.py", "headers = {'Authorization': 'Basic ZGVwbG95OlRyMHViYWRvdXIz'}\n", "basic-auth-header", "ZGVwbG95OlRyMHViYWRvdXIz"},
		{"appsettings.ini", "conn = Server=tcp:sql.example.com,1433;Database=app;User ID=sa;Password=" + pw[:8] + ";Encrypt=True\n", "connection-string-password", pw[:8]},
		{"Db.java", "String url = \"jdbc:sqlserver://db.example.com;user=app;password=" + pw[:8] + ";\";\n", "connection-string-password", pw[:8]},
		{"db.properties", "url=jdbc:mysql://db.example.com:3306/app?user=root&password=" + pw[:8] + "\n", "connection-string-password", pw[:8]},
		{"secrets.json", "{\n  \"db\": {\n    \"password\": \"" + pw + "\",\n    \"host\": \"db\"\n  }\n}\n", "config-file-password", pw},
		// a settings file beside the catalogs, and a word-like password
		{"config/production.json", "{\n  \"password\": \"Wachtwoord\"\n}\n", "config-file-password", "Wachtwoord"},
		{"src/config.json", "{\n  \"smtp_password\": \"" + pw + "\"\n}\n", "config-file-password", pw},
		{"app.properties", "db.password=Passw0rd\u00e4" + pw + "\n", "config-file-password", "Passw0rd\u00e4" + pw},
		{"notes.txt", "smtp password: " + pw + "\nsmtp_password: " + pw + "\n", "config-file-password", pw},
		{"app.json", "{\n  \"password\": \"" + pw + "\"\n}\n", "config-file-password", pw},
		{"db.json", "{\n  \"password\": \"" + pw + "\"\n}\n", "config-file-password", pw},
		{".htpasswd", "admin:$2y$10$" + bcryptBody + "\n", "password-hash", "$2y$10$" + bcryptBody},
		{"shadow", "root:$6$Xk9mQ2vL$" + sha512Body + ":19000:0:99999:7:::\n", "password-hash", "$6$Xk9mQ2vL$" + sha512Body},
		{"billing.py", "BT = 'access_token$production$x9k2m4p7q1w3e5r6$9f8e7d6c5b4a39281706f5e4d3c2b1a0'\n", "braintree-access-token", "access_token$production$x9k2m4p7q1w3e5r6$9f8e7d6c5b4a39281706f5e4d3c2b1a0"},
		{"keys/key-768c1632-cf7b-41a9-bb7a-bff228ae8fba.xml", "<key id=\"768c1632-cf7b-41a9-bb7a-bff228ae8fba\" version=\"1\">\n" +
			"      <masterKey p4:requiresEncryption=\"true\" xmlns:p4=\"http://schemas.asp.net/2015/03/dataProtection\">\n" +
			"        <!-- Warning: the key below is in an unencrypted form. -->\n" +
			"        <value>" + dpKey + "</value>\n      </masterKey>\n", "aspnet-data-protection-key", dpKey},
		{"Makefile", "\tsshpass -p '" + pw[:8] + "' scp dist.tgz deploy@web:/srv\n", "sshpass-password", pw[:8]},
		{"Db.cs", "var cs = \"Password=" + pw[:8] + ";User ID=app;Data Source=db\";\n", "connection-string-password", pw[:8]},
	}
	for _, c := range found {
		leaks := sc.Scan(c.path, []byte(c.text))
		i := slices.IndexFunc(leaks, func(l Leak) bool { return l.Rule == c.rule })
		if i < 0 {
			t.Errorf("%s: no %s in %q (got %+v)", c.path, c.rule, c.text, leaks)
			continue
		}
		if leaks[i].Secret != c.secret {
			t.Errorf("%s: %s's secret is %q, want %q", c.path, c.rule, Redact(leaks[i].Secret), Redact(c.secret))
		}
	}
	clean := []struct{ path, text string }{
		// translation catalogs: the word for "password" in each language
		{"public/intl/messages/de-DE.json", "{\n  \"password\": \"Passwort\",\n  \"new-password\": \"Neues Passwort\"\n}\n"},
		{"src/i18n/zh/common.json", "{\n  \"resetPassword\": \"重置密码\"\n}\n"},
		{"public/locales/nl/translation.json", "{\n  \"password\": \"Wachtwoord\"\n}\n"},
		{"_locales/fi/messages.json", "{\n  \"password\":\n    \"Salasana\"\n}\n"},
		{"messages/pt.json", "{\n  \"password\": \"Senha\"\n}\n"},
		{"src/pt-BR.json", "{\n  \"password\": \"Senha\"\n}\n"},
		{"src/main/resources/messages_fr.properties", "login.password=Passe\n"},
		{"strings.json", "{\n  \"password\": \"Пароль\",\n  \"pwd\": \"รหัสผ่าน\"\n}\n"},
		// a key ring's key encrypted at rest (ProtectKeysWith…): no key in clear
		{"keys/key-1.xml", "<masterKey>\n<encryptedSecret decryptorType=\"Microsoft.AspNetCore.DataProtection.XmlEncryption.DpapiXmlDecryptor\">\n<encryptedKey><value>AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + "Zq8vR3mX7tLw2PbN9cKd4HsY6jFe</value></encryptedKey>\n</encryptedSecret>\n</masterKey>\n"},
		{"app.conf", "password = ${DB_PASSWORD}\n"},
		{"app.conf", "password_file = /run/secrets/db\n"},
		{"app.ini", "password = changeme\n"},
		{"app.ini", "require_password = true\n"},
		{"pg.conf", "password_encryption = scram-sha-256\n"},
		{"app.cfg", "password = db_password\n"},
		{".env", "DB_PASSWORD=\n"},
		{"app.properties", "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}\n"},
		{"app.py", "password = request.form['password']\n"},      // code, not configuration
		{"main.go", "password := \"" + pw + "\"\n"},              // code: gitleaks' rules judge it
		{"nginx.conf", "proxy_pass https://api.example.com/;\n"}, // no userinfo
		{"nginx.conf", "  fastcgi_pass php-fpm:9000;\n"},         // an upstream
		{"nginx.conf", "  uwsgi_pass backend_app;\n"},
		{"app.conf", "password = localhost:5432\n"},
		{"ci.sh", "git clone https://oauth2:$CI_JOB_TOKEN@gitlab.com/x/y.git\n"},
		{"README.md", "curl https://user:password@example.com/\n"},
		// an "@" after the authority: Ruby's interpolation of an instance variable in the query
		{"verifications_controller.rb", "redirect_to(URI.parse(\"http://localhost:#{port}?code=#{@verification.otp}\").to_s)\n"},
		{"client.py", "url = f\"postgres://db:{port}/app?user=#{@user}\"\n"},
		// the word spelled with accents, and percent-encoded, as tests of IRI to URI conversion write it
		{"test_urls.py", "assert iri_to_uri(\"http://\u00fcser:p\u00e4ssword@\u2603.net/\") == \"http://%C3%BCser:p%C3%A4ssword@xn--n3h.net/\"\n"},
		{"nginx.conf", "proxy_set_header Authorization $http_authorization;\n"},
		{"app.py", "h = {'Authorization': 'Basic ' + b64(user + ':' + pw)}\n"},
		{"app.ini", "conn = Server=db;User ID=app;Password=${DB_PASSWORD};\n"},
		{"auth_test.js", ".send('username=tj&password=foobar')\n"}, // a form body, not a connection string
		{"package.json", "  \"password\": \"${DB_PASSWORD}\",\n"},
		{"package.json", "    \"pbkdf2-password\": \"1.2.1\",\n    \"generate-password\": \"^1.7.1\",\n"}, // dependencies
		{"schema.json", "  \"password\": {\"type\": \"string\", \"minLength\": 12},\n"},
		{"deploy.sh", "sshpass -p \"$SSH_PASSWORD\" ssh deploy@web uptime\n"},
		{"notes.txt", "admin:$2y$10$tooshort\n"},
		// a screen's words beside its password field, and its settings
		{"locales/en.json", "  \"confirmPassword\": \"Confirm\",\n  \"password\": \"Password123x\",\n"},
		{"src/i18n/de.json", "  \"password\": \"Passwort\",\n"},
		{"pt-BR.json", "  \"password\": \"Senhaxyz1\",\n"},
		{"settings.ini", "show_password = checkbox\nconfirm_password = required_field\n"},
	}
	for _, c := range clean {
		for _, l := range sc.Scan(c.path, []byte(c.text)) {
			if slices.Contains([]string{"config-file-password", "url-password", "basic-auth-header", "connection-string-password", "password-hash", "sshpass-password", "aspnet-data-protection-key"}, l.Rule) {
				t.Errorf("%s: %s in %q: %s", c.path, l.Rule, c.text, Redact(l.Secret))
			}
		}
	}
}

// own_rules.toml is read as gitleaks reads a configuration file: a regular
// expression that does not compile is an error naming the file and the
// expression, not a panic, and every rule it defines is the detector's.
func TestOwnRulesFile(t *testing.T) {
	if _, err := translate("acme.toml", "[[rules]]\nid = 'acme'\nregex = '(acme'\n"); err == nil || !strings.Contains(err.Error(), "acme.toml:") {
		t.Errorf("a broken regex: %v", err)
	}
	own, err := ownRules()
	if err != nil || len(own) == 0 {
		t.Fatalf("own_rules.toml: %d rules, %v", len(own), err)
	}
	cfg, err := withOwnRules(config.Config{Rules: map[string]config.Rule{}, Keywords: map[string]struct{}{}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range own {
		if _, ok := cfg.Rules[r.RuleID]; !ok || len(r.Keywords) == 0 {
			t.Errorf("%s: not added, or without keywords", r.RuleID)
		}
	}
	dsn := cfg.Rules["dsn-password"]
	if len(dsn.Allowlists) != 1 || !strings.HasPrefix(dsn.Allowlists[0].Description, "placeholders") {
		t.Errorf("dsn-password's allowlists: the shared placeholders are joined by targetRules: %+v", dsn.Allowlists)
	}
}

// Placeholder is the password rules' shared placeholder allowlist, for a
// value the specialist decoded: the words that stand for a password and a
// template's reference are placeholders, a password is not.
func TestPlaceholder(t *testing.T) {
	for _, v := range []string{"mypassword", "changeme", "admin", "${DB_PASSWORD}", "{{ .Values.password }}", "xxxxxx"} {
		if !Placeholder(v) {
			t.Errorf("%q: not a placeholder", v)
		}
	}
	for _, v := range []string{"Xk9#mQ2v" + "L7pR4tW8", "mypassword1!", "correct-horse-battery", ""} {
		if Placeholder(v) {
			t.Errorf("%q: a placeholder", v)
		}
	}
}
