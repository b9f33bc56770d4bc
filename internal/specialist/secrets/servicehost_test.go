package secrets

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// A connection string's or URL's server says whose credential it is: the
// local machine's (Low), a container service's named without a domain
// (Medium), or another's (not toned down).
func TestServiceHost(t *testing.T) {
	for line, want := range map[string]struct {
		host     string
		loopback bool
	}{
		`"CatalogConnection": "Server=sqlserver,1433;User Id=sa;Password=@someThing1234;"`: {"sqlserver", false},
		`DATABASE_URL=postgres://app:s3cret@db:5432/app`:                                   {"db", false},
		`Server=localhost;Database=app;User Id=sa;Password=Xk9#mQ2v;`:                      {"localhost", true},
		`Data Source=(localdb)\MSSQLLocalDB;User ID=sa;Password=Xk9#mQ2v`:                  {"(localdb)", true},
		`mysql://root:Xk9mQ2v@127.0.0.1:3306/app`:                                          {"127.0.0.1", true},
		`Server=db.prod.example.com;User Id=sa;Password=Xk9#mQ2v;`:                         {"", false},
		`postgres://app:s3cret@10.0.0.5/app`:                                               {"", false},
	} {
		host, loopback := serviceHost(line)
		if host != want.host || loopback != want.loopback {
			t.Errorf("%s: %q %v, want %q %v", line, host, loopback, want.host, want.loopback)
		}
	}
}

// Only the project's own container and development configuration make a
// bare host name a container service.
func TestContainerConfig(t *testing.T) {
	for p, want := range map[string]bool{
		"src/Web/appsettings.Docker.json": true, "docker-compose.yml": true, ".devcontainer/devcontainer.json": true,
		".env": true, ".env.development": true, "compose.override.yaml": true, "composer.json": false, "app/Composer/auth.json": false, ".env.production": false, "docker/.env.production": true, "deploy/.env.prod": false, "DockerFile": true, "appsettings.json": false, "config/database.yml": false,
	} {
		if got := containerConfig(nil, p); got != want {
			t.Errorf("%s: %v, want %v", p, got, want)
		}
	}
}

// Which files configure containers is the container-config-file rows': a
// user's row (rulepack.rule_dirs) adds a team's own stack directory, and
// the shipped rows alone leave it out.
func TestContainerConfigRows(t *testing.T) {
	dir := t.TempDir()
	row := "language: text\nframework: Acme\nmodels:\n  - kind: text\n    shape: container-config-file\n    patterns: ['(?:^|/)local-stack/']\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	txt, err := models.LoadText(dir, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	const p = "ops/local-stack/services.yml"
	if containerConfig(nil, p) || !containerConfig(txt, p) {
		t.Errorf("%s: shipped %v, with the user's row %v; want false, true", p, containerConfig(nil, p), containerConfig(txt, p))
	}
	if !containerConfig(txt, "docker-compose.yml") {
		t.Error("the user's row dropped the shipped ones")
	}
}
