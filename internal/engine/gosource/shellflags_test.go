package gosource

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/scope"
)

const login = `package ops

import "example.com/acme/shell"

func List(dir string) ([]byte, error) {
	return shell.Run("bash", "-lc", "ls -la "+dir)
}
`

// The flags after which a shell's argument is its command line are the
// row's shell-flags, as exec.Command's row names -c, /c and -Command: a
// user's row for a project's shell.Run that names -lc makes bash -lc's
// argument a command line, and one that names only -c does not.
func TestShellFlagsRows(t *testing.T) {
	files := []*scope.File{{Path: "ops/list.go", Content: []byte(login)}}
	if got := Analyze(files, nil); len(got.Built) != 0 {
		t.Fatalf("without the user's row: %+v", got.Built)
	}
	row := func(flags string) []*models.Model {
		f, err := models.Parse("rules/acme.yml", []byte(`language: go
framework: Acme
models:
  - kind: sink
    type: example.com/acme/shell
    methods: [Run]
    args: [2]
    const-arg: 0
    const-in: [bash]
    shell-flags: [`+flags+`]
    sink: command-injection
`))
		if err != nil {
			t.Fatal(err)
		}
		return f.Models
	}
	if got := Analyze(files, row("-lc")); len(got.Built) != 1 || got.Built[0].Kind != Shell || got.Built[0].Line != 6 {
		t.Errorf("with -lc: %+v", got.Built)
	}
	if got := Analyze(files, row("-c")); len(got.Built) != 0 {
		t.Errorf("with -c alone: %+v", got.Built)
	}
	_, err := models.Parse("rules/acme.yml", []byte("language: go\nframework: Acme\nmodels:\n  - kind: sink\n    type: os/exec\n    methods: [Command]\n    shell-flags: [-lc]\n    sink: command-injection\n"))
	if err == nil || !strings.Contains(err.Error(), "field shell-flags: goes with shells, or a Go row's const-in") {
		t.Errorf("shell-flags without const-in: %v", err)
	}
}
