package yamlrules

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// A constant's literal matched by one branch of an alternation is what the
// alternation captures, as it is for a pattern outside one: a condition
// on the capture reads the literal, not the name.
func TestConstantInAlternationCapturesLiteral(t *testing.T) {
	php := "<?php\nfunction enc($d, $k) {\n    $iv = \"1234567890123456\";\n    return openssl_encrypt($d, 'aes-256-cbc', $k, 0, $iv);\n}\n"
	q := `(function_call_expression arguments: (arguments . (argument) . (argument) . (argument) . (argument) . (argument [(string) (encapsed_string)] @x)))`
	want := []string{`openssl_encrypt($d, 'aes-256-cbc', $k, 0, $iv) @x="1234567890123456"`}
	if got := matches(t, syntax.PHP, q, php); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
