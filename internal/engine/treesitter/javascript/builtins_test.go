package javascript_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The language's own methods are rows (javascript_builtins.yml): a user's
// string-method row makes a library's method return a string, which
// carries no query operator into a MongoDB filter.
func TestUserStringMethodRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const app = express();
app.post('/a', async (req, res) => {
  await users.findOne(req.body.name.squish());
  res.send('ok');
});
`
	if got := ruleLines(t, javascript.Analyzer, src, "nosql-injection"); !got[4] {
		t.Errorf("shipped models: nosql-injection on lines %v; want 4 (squish is no method the analysis knows)", got)
	}
	a := userModel(t, "  - kind: summary\n    methods: [squish]\n    shape: string-method\n")
	if got := ruleLines(t, a, src, "nosql-injection"); got[4] {
		t.Errorf("with a string-method row for squish: nosql-injection on lines %v; want none", got)
	}
}

// A user's clean row makes a method's result, on any receiver, carry
// nothing of it.
func TestUserCleanMethodRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const app = express();
app.get('/a', (req, res) => {
  const n = req.query.text.wordCount();
  res.send('<p>' + n + '</p>');
});
`
	if got := ruleLines(t, javascript.Analyzer, src, "xss"); !got[5] {
		t.Errorf("shipped models: xss on lines %v; want 5", got)
	}
	a := userModel(t, "  - kind: summary\n    methods: [wordCount]\n    flow: none\n    shape: clean\n")
	if got := ruleLines(t, a, src, "xss"); got[5] {
		t.Errorf("with a clean row for wordCount: xss on lines %v; want none", got)
	}
}

// A row of a builtin shape that does not fit it is an error naming the
// file, the row and the field.
func TestBuiltinShapeRowErrors(t *testing.T) {
	for _, c := range []struct{ row, want string }{
		{"  - kind: summary\n    type: lodash\n    methods: [trim]\n    shape: string-method\n",
			"acme.yml: row 1 (line 4): field type: a string-method row names methods on any receiver (no type)"},
		{"  - kind: summary\n    methods: [count]\n    shape: clean\n",
			"acme.yml: row 1 (line 4): field flow: a clean row has flow none"},
		{"  - kind: barrier\n    methods: [push]\n    shape: element-adder\n",
			"acme.yml: row 1 (line 4): field shape: element-adder is a shape of summary rows"},
		{"  - kind: barrier\n    methods: [host]\n    shape: page-origin\n",
			"acme.yml: row 1 (line 4): field type: a page-origin row names the object whose properties it lists"},
		{"  - kind: type\n    name: AcmeRequest\n    shape: request\n",
			"acme.yml: row 1 (line 4): field shape: the request type is IncomingMessage already"},
		{"  - kind: sink\n    methods: [link]\n    sink: xss\n    shape: redirect-header\n",
			"acme.yml: row 1 (line 4): field sink: a redirect-header row is an open-redirect sink"},
	} {
		f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n"+c.row))
		if err != nil {
			t.Fatal(err)
		}
		_, err = javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v; want %q", c.row, err, c.want)
		}
	}
}

// The constant folds are rows too: a user's upper-case row for
// toLocaleUpperCase lets the analysis compute 'b'.toLocaleUpperCase() and
// see that the switch takes the safe branch.
func TestUserFoldRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const { exec } = require('child_process');
const app = express();
app.get('/c', (req, res) => {
  let bar = 'safe';
  switch ('b'.toLocaleUpperCase()) {
    case 'B':
      bar = 'bob';
      break;
    default:
      bar = req.query.v;
  }
  exec('echo ' + bar);
});
`
	if got := ruleLines(t, javascript.Analyzer, src, "command-injection"); !got[13] {
		t.Errorf("shipped models: command-injection on lines %v; want 13 (toLocaleUpperCase is no fold the analysis knows)", got)
	}
	a := userModel(t, "  - kind: summary\n    methods: [toLocaleUpperCase]\n    shape: upper-case\n")
	if got := ruleLines(t, a, src, "command-injection"); got[13] {
		t.Errorf("with an upper-case row for toLocaleUpperCase: command-injection on lines %v; want none", got)
	}
}

// An array's shift is a row too: a user's shift row for a queue's dequeue
// moves the known elements, so what was list[1] is list[0] after it.
func TestUserShiftRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const { exec } = require('child_process');
const app = express();
app.get('/d', (req, res) => {
  const list = [];
  list.push('safe');
  list.push(req.query.v);
  list.dequeue();
  exec('echo ' + list[0]);
});
`
	a := userModel(t, "  - kind: summary\n    methods: [dequeue]\n    shape: shift\n")
	if got := ruleLines(t, a, src, "command-injection"); !got[9] {
		t.Errorf("with a shift row for dequeue: command-injection on lines %v; want 9 (list[0] is the request's value)", got)
	}
	if got := ruleLines(t, javascript.Analyzer, src, "command-injection"); got[9] {
		t.Errorf("shipped models: command-injection on lines %v; want none (dequeue is no method the analysis knows, and list[0] stays 'safe')", got)
	}
}
