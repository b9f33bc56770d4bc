package iac

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func mustRun(t *testing.T, path, src string) []engine.Diagnostic {
	t.Helper()
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: path, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	return res.Diagnostics
}

func TestAppsettings(t *testing.T) {
	bad := `{
  "ConnectionStrings": {
    "Default": "Server=db.prod.example.com;Database=app;User Id=app;Password=Pr0d-Passw0rd!;TrustServerCertificate=True",
    "Reports": "Host=reports.internal;Database=r;Username=r;SSL Mode=Disable"
  },
  "DetailedErrors": true,
  "Jwt": {
    "Key": "a-very-long-signing-key-for-tokens-2024",
    "ValidateLifetime": false,
    "RequireHttpsMetadata": false
  }
}
`
	check(t, rules(t, "src/Api/appsettings.json", bad), map[string][]int{
		"iac/appsettings-db-tls-off":           {3, 4},
		"iac/appsettings-hardcoded-secret":     {3, 8},
		"iac/appsettings-detailed-errors":      {6},
		"iac/appsettings-token-validation-off": {9, 10},
	})
	ok := `{
  "ConnectionStrings": {
    "Default": "Server=db.prod.example.com;Database=app;Authentication=Active Directory Managed Identity;Encrypt=True",
    "Local": "Server=(localdb)\\mssqllocaldb;Database=app;Trusted_Connection=True;TrustServerCertificate=True",
    "Compose": "Server=localhost,1433;Database=app;User Id=sa;Password=Dev-Only-Passw0rd;TrustServerCertificate=True",
    "FromEnv": "Server=db.prod.example.com;Database=app;User Id=app;Password=${DB_PASSWORD}"
  },
  "DetailedErrors": false,
  "Jwt": {
    "Key": "",
    "Issuer": "https://login.example.com/",
    "ValidateLifetime": true
  },
  "AllowedHosts": "*"
}
`
	check(t, rules(t, "src/Api/appsettings.json", ok), map[string][]int{})
	// the development environment's file is for one machine
	check(t, rules(t, "src/Api/appsettings.Development.json", bad), map[string][]int{})
	// a container environment's password for the database the compose file
	// runs beside it (a host without a dot) is the compose file's: Medium;
	// a remote server's is still High
	local := strings.Replace(bad, "db.prod.example.com", "sqlserver", 1)
	for _, d := range mustRun(t, "src/Api/appsettings.Docker.json", local) {
		if d.Rule == "iac/appsettings-hardcoded-secret" && d.Severity != finding.Medium {
			t.Errorf("appsettings.Docker.json: %s at %d is %s, want Medium", d.Rule, d.Lines.Start, d.Severity)
		}
	}
	for _, d := range mustRun(t, "src/Api/appsettings.Docker.json", bad) {
		if d.Rule == "iac/appsettings-hardcoded-secret" && d.Lines.Start == 3 && d.Severity != finding.High {
			t.Errorf("appsettings.Docker.json, remote server: %s", d.Severity)
		}
	}
	for _, d := range mustRun(t, "src/Api/appsettings.json", bad) {
		if d.Rule == "iac/appsettings-hardcoded-secret" && d.Severity != finding.High {
			t.Errorf("appsettings.json: %s at %d is %s, want High", d.Rule, d.Lines.Start, d.Severity)
		}
	}
	if got := rules(t, "src/Api/appsettings.Production.json", bad); len(got["iac/appsettings-detailed-errors"]) != 1 {
		t.Errorf("appsettings.Production.json: got %v, want its DetailedErrors reported", got)
	}
}
