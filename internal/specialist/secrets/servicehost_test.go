package secrets

import "testing"

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
