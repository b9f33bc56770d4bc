package secrets

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/zricethezav/gitleaks/v8/regexp"
)

// j joins the pieces of a sample credential, written apart so that this
// file holds none whole.
func j(parts ...string) string { return strings.Join(parts, "") }

// Each rule of rules.toml finds its credential where it is written as its
// provider documents or as a setting means it, and the secret it reports
// is the credential alone.
func TestDataRulesFind(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	pw := j("Vq7rT2", "mXk9!z")
	awsSecret := j("kP9vQ2xR7m", "Lz4Wt8Yb3N", "c6Hd1Fg5Js", "0Ae/Uq+oIk")
	b64 := func(n int) string { return strings.Repeat(j("Qm7vX2kLp9", "RtZ4wNc8sY"), 10)[:n] }
	hex := func(n int) string { return strings.Repeat(j("9f3a7c1e5b", "2d8046af1c"), 10)[:n] }
	cases := []struct{ rule, path, text, secret string }{
		{"aws-secret-access-key", ".aws/credentials", "aws_secret_access_key = " + awsSecret + "\n", awsSecret},
		{"aws-secret-access-key", "deploy.py", "AWS_SECRET = \"" + awsSecret + "\"\n", awsSecret},
		{"aws-session-token", "env.sh", "export AWS_SESSION_TOKEN=IQoJb3JpZ2lu" + b64(120) + "\n", "IQoJb3JpZ2lu" + b64(120)},
		{"google-oauth-client-secret", "client.json", `{"client_secret": "GOCSPX-` + b64(28) + `"}` + "\n", "GOCSPX-" + b64(28)},
		{"google-oauth-access-token", "a.go", "tok := \"ya29." + b64(60) + "\"\n", "ya29." + b64(60)},
		{"braintree-access-token", "pay.rb", "TOKEN = 'access_token$production$" + strings.ToLower(hex(16)) + "$" + hex(32) + "'\n", "access_token$production$" + hex(16) + "$" + hex(32)},
		{"amazon-mws-auth-token", "mws.txt", "amzn.mws." + hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12) + "\n", "amzn.mws." + hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12)},
		{"square-oauth-secret", "sq.js", "const s = 'sq0csp-" + b64(43) + "';\n", "sq0csp-" + b64(43)},
		{"stripe-webhook-secret", "hook.js", "const endpointSecret = 'whsec_" + b64(32) + "';\n", "whsec_" + b64(32)},
		{"discord-webhook-url", "notify.py", "URL = \"https://discord.com/api/webhooks/123456789012345678/" + b64(68) + "\"\n", b64(68)},
		{"azure-storage-account-key", "appsettings.json", `"Storage": "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=` + b64(86) + `==;EndpointSuffix=core.windows.net"` + "\n", b64(86) + "=="},
		{"azure-shared-access-key", "local.settings.json", `"Bus": "Endpoint=sb://x.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=` + b64(43) + `="` + "\n", b64(43) + "="},
		{"dockerhub-access-token", "ci.yml", "password: dckr_pat_" + b64(27) + "\n", "dckr_pat_" + b64(27)},
		{"generic-putty-private-key", "id.ppk", "PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key\nPublic-Lines: 1\nAAAAB3NzaC1yc2E\nPrivate-Lines: 2\n" + b64(64) + "\n" + b64(20) + "\nPrivate-MAC: " + hex(40) + "\n", b64(64)},
		{"generic-jwk-private-key", "jwk.json", `{"kty":"RSA","n":"` + b64(40) + `","e":"AQAB","d":"` + b64(44) + `"}` + "\n", b64(44)},
		{"generic-jwk-private-key", "jwk.js", "const key = { kty: 'oct', k: '" + b64(32) + "' };\n", b64(32)},
		{"generic-url-password", ".git-credentials", "https://deploy:" + pw + "@github.com\n", pw},
		{"generic-url-password", "sync.sh", "lftp sftp://backup:" + pw + "@files.internal.lan/data\n", pw},
		{"generic-jdbc-password", "application.properties", "spring.datasource.url=jdbc:mysql://db:3306/app?user=app&password=" + pw + "\n", pw},
		{"generic-jdbc-password", "Db.java", "String url = \"jdbc:sqlserver://db:1433;databaseName=app;user=sa;password=" + pw + ";\";\n", pw},
		{"generic-connection-string-password", "appsettings.json", `"Default": "Server=tcp:db,1433;Database=app;User Id=app;Password=` + pw + `;"` + "\n", pw},
		{"generic-connection-string-password", "db.go", "dsn := \"host=db port=5432 user=app password=" + pw + " dbname=app sslmode=disable\"\n", pw},
		{"generic-netrc-password", ".netrc", "machine api.heroku.com\n  login me@example.org\n  password " + pw + "\n", pw},
		{"generic-npmrc-auth", ".npmrc", "//registry.npmjs.org/:_authToken=" + hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12) + "\n", hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12)},
		{"generic-password-hash", ".htpasswd", "admin:$apr1$" + b64(8) + "$" + b64(22) + "\n", "$apr1$" + b64(8) + "$" + b64(22)},
		{"generic-password-hash", "users.js", "const hash = '$2b$10$" + b64(53) + "';\n", "$2b$10$" + b64(53)},
		{"generic-password-assignment", "db.py", "conn = mysql.connector.connect(user='app', password='" + pw + "', host='db')\n", pw},
		{"generic-password-assignment", "main.go", "const adminPassword = \"" + pw + "\"\n", pw},
		{"generic-password-assignment", "auth.go", "if password == \"" + pw + "\" {\n", pw},
		{"generic-password-assignment", "config.rb", "config.smtp_settings = { user_name: 'app', password: '" + pw + "' }\n", pw},
		{"generic-password-assignment", "config.json", `{"db": {"password": "` + pw + `"}}` + "\n", pw},
		{"generic-password-assignment", "app.js", "const client = new Client({ apiKey: 'k-" + pw + "' });\n", "k-" + pw},
		{"generic-config-password", ".env", "DB_PASSWORD=" + pw + "\n", pw},
		{"generic-config-password", "application.properties", "spring.datasource.password=" + pw + "\n", pw},
		{"generic-config-password", "group_vars/all.yml", "ansible_become_pass: " + pw + "\n", pw},
		{"generic-config-password", "docker-compose.yml", "    environment:\n      - POSTGRES_PASSWORD=" + pw + "\n", pw},
		{"generic-config-password", "Dockerfile", "ENV API_TOKEN=" + pw + "\n", pw},
		{"generic-config-password", "my.cnf", "[client]\npassword = " + pw + "\n", pw},
		{"generic-xml-password", "settings.xml", "<server><id>nexus</id><username>ci</username><password>" + pw + "</password></server>\n", pw},
		{"generic-xml-password", "Web.config", "<add key=\"SmtpPassword\" value=\"" + pw + "\" />\n", pw},
		{"generic-php-define-secret", "wp-config.php", "define( 'DB_PASSWORD', '" + pw + "' );\n", pw},
		{"generic-terraform-variable-secret", "variables.tf", "variable \"db_password\" {\n  type    = string\n  default = \"" + pw + "\"\n}\n", pw},
		{"generic-auth-call-password", "client.py", "r = requests.get(url, auth=HTTPBasicAuth('api', '" + pw + "'))\n", pw},
		{"generic-auth-call-password", "mail.go", "a := smtp.PlainAuth(\"\", \"app@corp.lan\", \"" + pw + "\", host)\n", pw},
		{"generic-auth-tuple-password", "c.py", "requests.post(url, auth=('api', '" + pw + "'))\n", pw},
		{"generic-jwt-signing-secret", "auth.js", "const token = jwt.sign({ id: user.id }, 'k" + pw + "', { expiresIn: '1h' });\n", "k" + pw},
		{"generic-password-word", "app/controllers/admin_controller.rb", "  http_basic_authenticate_with name: \"dhh\", password: \"secret\"\n", "secret"},
		{"generic-secret-phrase", "app.js", "app.use(session({ secret: 'keyboard cat', resave: false }));\n", "keyboard cat"},
		{"generic-authorization-header", "client.py", "headers = {'Authorization': 'Bearer " + b64(40) + "'}\n", b64(40)},
		{"generic-auth-call-password", "s3.rb", "creds = Aws::Credentials.new('AKID', '" + pw + "')\n", pw},
		{"generic-auth-call-password", "s3.go", "creds := credentials.NewStaticCredentials(\"AKID\", \"" + pw + "\", \"\")\n", pw},
		{"generic-jwt-signing-secret", "token.rb", "token = JWT.encode payload, 'my5ecret9', 'HS256'\n", "my5ecret9"},
		{"generic-secret-phrase", "passport.js", "const opts = { jwtFromRequest: fromHeader(), secretOrKey: 'shhhhh, very hush' };\n", "shhhhh, very hush"},
		{"generic-secret-phrase", "app.py", "app.secret_key = 'blue horse 42'\n", "blue horse 42"},
		{"generic-auth-positional-password", "db.js", "const sequelize = new Sequelize('shop', 'app', '" + pw + "', { dialect: 'mysql' });\n", pw},
		{"generic-private-key-block", "key.json", `{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n"}` + "\n", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"},
		{"generic-private-key-block", "id_pgp.asc", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQOYBF" + b64(20) + "\n...\n", "lQOYBF" + b64(20)},
		{"generic-cli-password", "deploy.sh", "sshpass -p '" + pw + "' ssh deploy@10.0.0.5\n", pw},
		{"generic-cli-password", ".gitlab-ci.yml", "  - docker login -u ci -p " + pw + " registry.lan\n", pw},
		{"generic-cli-password", "backup.sh", "mysqldump -u root -p" + pw + " shop > shop.sql\n", pw},
		{"generic-config-directive-password", "redis.conf", "requirepass " + pw + "\n", pw},
		{"generic-config-password", "deploy.sh", "export DB_PASSWORD=" + pw + "\n", pw},
		{"generic-authorization-header", "api.http", "GET /v1/me HTTP/1.1\nAuthorization: Bearer " + b64(40) + "\n", b64(40)},
		{"generic-password-assignment", "s3.rb", "s3 = Aws::S3::Client.new(access_key_id: 'AKID', secret_access_key: '" + pw + "')\n", pw},
		{"generic-auth-call-password", "mail.py", "server.login('alerts@corp.lan', '" + pw + "')\n", pw},
		{"generic-hmac-key", "sign.py", "sig = hmac.new(b'" + pw + "', msg, hashlib.sha256).hexdigest()\n", pw},
		{"generic-hmac-key", "sign.rb", "sig = OpenSSL::HMAC.hexdigest('SHA256', '" + pw + "', data)\n", pw},
		{"generic-hmac-key", "sign.go", "mac := hmac.New(sha256.New, []byte(\"" + pw + "\"))\n", pw},
		{"generic-hmac-key", "sign.js", "const sig = crypto.createHmac('sha256', '" + pw + "').update(body).digest('hex');\n", pw},
		{"generic-hmac-key", "app.js", "app.use(cookieParser('" + pw + "'));\n", pw},
		{"generic-env-default-secret", "settings.py", "SECRET_KEY = os.environ.get('SECRET_KEY', '" + pw + "')\n", pw},
		{"generic-env-default-secret", "config.js", "const secret = process.env.JWT_SECRET || '" + pw + "';\n", pw},
		{"generic-env-default-secret", "config.rb", "token = ENV.fetch('API_TOKEN', '" + pw + "')\n", pw},
		{"generic-docker-auth", ".docker/config.json", `{"auths": {"registry.lan": {"auth": "` + b64(24) + `"}}}` + "\n", b64(24)},
		{"generic-config-password", "config/secrets.yml", "production:\n  secret_key_base: " + hex(64) + "\n", hex(64)},
		{"generic-auth-call-password", "tweet.py", "auth = tweepy.OAuthHandler('ck', '" + pw + "')\n", pw},
		{"generic-omniauth-secret", "omniauth.rb", "  provider :github, 'Iv1.abc', '" + pw + "'\n", pw},
		{"generic-auth-positional-password", "fetch.py", "ftp = FTP('ftp.lan', 'mirror', '" + pw + "')\n", pw},
		{"generic-auth-positional-password", "fetch.rb", "ftp = Net::FTP.new('ftp.lan', 'mirror', '" + pw + "')\n", pw},
		{"generic-jwt-signing-secret", "alias.js", "const token1 = jsonwt.sign(payload, '" + pw + "')\n", pw},
		{"generic-jwt-signing-secret", "auth.go", "s, err := token.SignedString([]byte(\"" + pw + "\"))\n", pw},
	}
	for _, c := range cases {
		sameFinders(t, c.text)
		leaks := sc.Scan(c.path, []byte(c.text))
		i := slices.IndexFunc(leaks, func(l Leak) bool { return l.Rule == c.rule })
		if i < 0 {
			var got []string
			for _, l := range leaks {
				got = append(got, l.Rule)
			}
			t.Errorf("%s: no %s in %q (got %v)", c.path, c.rule, c.text, got)
			continue
		}
		if leaks[i].Secret != c.secret {
			t.Errorf("%s %s: the secret is %q, want %q", c.path, c.rule, leaks[i].Secret, c.secret)
		}
	}
}

// Placeholders where a credential goes, names that only mention one,
// references to where it is kept and documented samples are no finding
// of rules.toml's rules.
func TestDataRulesQuiet(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	data, err := dataRules()
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string]bool{}
	for _, r := range data {
		ours[r.RuleID] = true
	}
	quiet := []struct{ path, text string }{
		{".env", "DB_PASSWORD=${DB_PASSWORD}\nAPI_TOKEN=changeme\nSECRET_KEY=\nJWT_SECRET=your-jwt-secret-here\nPASSWORD=password\nTOKEN=xxxxxxxx\n"},
		{".env.example", "DB_PASSWORD=<password>\nSTRIPE_SECRET=replace_me\n"},
		{"application.properties", "spring.datasource.password=${DB_PASSWORD:}\nspring.mail.password=\nserver.ssl.key-store-password=changeit\n"},
		{"values.yaml", "password: {{ .Values.db.password }}\ntoken: ${{ secrets.GITHUB_TOKEN }}\napiKey: \"{{ lookup('env', 'API_KEY') }}\"\nsecretName: my-tls-secret\nsecretKeyRef:\n  key: password\npassword: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n"},
		{"config.ini", "[db]\npassword = %(db_password)s\nsecret = env.SECRET\nprivate_key = /etc/ssl/private/server.key\n"},
		{"settings.py", "SECRET_KEY = os.environ['SECRET_KEY']\nPASSWORD = os.getenv(\"PASSWORD\")\npassword_field = 'password'\nTOKEN_TYPE = 'access_token'\n"},
		{"login.js", "const password = req.body.password;\nif (password === '') { return; }\ninput.type = 'password';\nconst tokenHeader = 'Authorization';\nconst token = localStorage.getItem('token');\n"},
		{"auth.go", "password := r.FormValue(\"password\")\nconst passwordKey = \"password\"\nvar apiKey = os.Getenv(\"API_KEY\")\nif token == \"\" {\n"},
		{"user.rb", "validates :password, length: { minimum: 8 }\nhas_secure_password\nparams.require(:user).permit(:password, :password_confirmation)\n"},
		{"README.md", "Connect with `postgres://user:password@localhost/db` or https://user:pass@example.com/.\n"},
		{"docs.md", "curl https://alice:" + j("Xy7K", "p9qL") + "@example.com/api\n"},
		{"c.cs", "var conn = \"Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;\";\n"},
		{"wp-config-sample.php", "define( 'DB_PASSWORD', 'password_here' );\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\n"},
		{"a.py", "requests.get(url, auth=HTTPBasicAuth(user, password))\nauth(req, 'admin')\n"},
		{"style.css.yml", "token: 1.5rem\nkey_size: 2048\nsecret_length: 32\n"},
		{"build.gradle", "password = project.findProperty('repoPassword')\n"},
		{"errors.js", "throw new Error({ secret: 'Secret not found.' });\nconst msg = { secret: 'Enter your secret phrase' };\n"},
		{"signup.js", "const rules = { password: 'required', confirm_password: 'confirmed' };\nfield.type = 'password';\n$password = 'password';\n"},
		{"chart.yaml", "existingSecret: \"my-release-secret\"\nsecretName: \"tls-secret\"\nsecret: \"JWT_SECRET\"\n"},
		{"config.py", "    SECRET_KEY = 'development key'\nSECRET_KEY = \"config\"\n"},
		{"env.py", "SECRET_KEY = os.environ.get('SECRET_KEY', None)\nDB = os.getenv('DB_PASSWORD', '')\nT = os.getenv('TOKEN', 'changeme')\nconst k = process.env.API_KEY || '';\n"},
		{"response.js", "throw new Error('cookieParser(\"secret\") required for signed cookies');\n"},
		{"en.json", "{ \"clientSecret\": \"Client secret\", \"secretKey\": \"Secret key\" }\n"},
		{"redis.conf", "# requirepass foobared\nrequirepass foobared\n"},
		{"run.sh", "docker login -u ci --password-stdin < token\nmysql -u root -p\nsshpass -p \"$PASS\" ssh x\nPASSWORD=$1\n"},
		{"client.js", "headers: { Authorization: 'Bearer ' + token }\n"},
		{"aws.md", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n"},
		{"x.go", "var buf = fmt.Sprintf(\"%s:$1$%s\", a, b)\n"},
	}
	for _, c := range quiet {
		sameFinders(t, c.text)
		for _, l := range sc.Scan(c.path, []byte(c.text)) {
			if ours[l.Rule] {
				t.Errorf("%s: %s found %q in %q", c.path, l.Rule, l.Secret, l.Line)
			}
		}
	}
}

// Every rule of rules.toml has keywords: a piece rule without any reads
// every text whole, and the sparse scan can then tell no text quiet.
func TestDataRulesHaveKeywords(t *testing.T) {
	rules, err := dataRules()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rules {
		if len(r.Keywords) == 0 {
			t.Errorf("%s has no keywords", r.RuleID)
		}
		if strings.HasPrefix(r.RuleID, "generic-") != Generic("gitleaks/"+r.RuleID) {
			t.Errorf("%s: its id and its generic tag disagree", r.RuleID)
		}
	}
}

// sameFinders checks that the sparse scan's finder of each rule of
// rules.toml matches in text exactly when the rule's expression does.
func sameFinders(t *testing.T, text string) {
	t.Helper()
	for _, f := range dataFinders(t) {
		if got, want := f.finder.match([]byte(text)), f.re.MatchString(text); got != want {
			t.Errorf("%s: the finder says %v, the expression %v, in %q", f.id, got, want, text)
		}
	}
}

type dataFinder struct {
	id     string
	re     *regexp.Regexp
	finder *finder
}

var dataFindersOnce = sync.OnceValues(func() ([]dataFinder, error) {
	rules, err := dataRules()
	var out []dataFinder
	for _, r := range rules {
		out = append(out, dataFinder{r.RuleID, r.Regex, anywhere(r.Regex)})
	}
	return out, err
})

func dataFinders(t *testing.T) []dataFinder {
	t.Helper()
	fs, err := dataFindersOnce()
	if err != nil {
		t.Fatal(err)
	}
	return fs
}
