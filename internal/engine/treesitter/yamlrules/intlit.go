package yamlrules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"go.yaml.in/yaml/v4"
)

// intSyntax is how a language writes an integer literal: which prefixes
// it reads, whether a leading 0 means octal, the digit separators and the
// type suffixes it allows.
type intSyntax struct {
	// octal0: 0755 is octal (C, PHP, Ruby, JavaScript, Java, Go); where it
	// is not, 0755 is decimal (Rust, OCaml, Swift, C#) or, in Python, an
	// error (only zeros may follow a leading 0).
	octal0 bool
	// py: Python, where 0755 is a syntax error.
	py bool
	// seps are the digit separators, dropped before the digits are read.
	seps string
	// suffix matches the type suffix (123UL, 0o777u32, 10L, 5n).
	suffix *regexp.Regexp
}

var (
	cSuffix    = regexp.MustCompile(`(?i)(u?l{0,2}|l{1,2}u)$`)
	javaSuffix = regexp.MustCompile(`[lL]$`)
	rustSuffix = regexp.MustCompile(`_?[ui](8|16|32|64|128|size)$`)
	camlSuffix = regexp.MustCompile(`[lLn]$`)
	jsSuffix   = regexp.MustCompile(`n$`)
	csSuffix   = regexp.MustCompile(`(?i)(ul|lu|u|l)$`)
)

// intSyntaxes are the languages whose integer literals intValue reads.
// Go, which package syntax does not parse (the Go analyzers read it),
// would be {octal0: true, seps: "_"}.
var intSyntaxes = map[syntax.Lang]intSyntax{
	syntax.Python:     {py: true, seps: "_"},
	syntax.C:          {octal0: true, seps: "'", suffix: cSuffix},
	syntax.CPP:        {octal0: true, seps: "'", suffix: cSuffix},
	syntax.PHP:        {octal0: true, seps: "_"},
	syntax.Ruby:       {octal0: true, seps: "_"},
	syntax.JavaScript: {octal0: true, seps: "_", suffix: jsSuffix},
	syntax.TypeScript: {octal0: true, seps: "_", suffix: jsSuffix},
	syntax.TSX:        {octal0: true, seps: "_", suffix: jsSuffix},
	syntax.Java:       {octal0: true, seps: "_", suffix: javaSuffix},
	syntax.Groovy:     {octal0: true, seps: "_", suffix: javaSuffix},
	syntax.Kotlin:     {seps: "_", suffix: javaSuffix},
	syntax.Scala:      {seps: "_", suffix: javaSuffix},
	syntax.CSharp:     {seps: "_", suffix: csSuffix},
	syntax.Rust:       {seps: "_", suffix: rustSuffix},
	syntax.OCaml:      {seps: "_", suffix: camlSuffix},
	syntax.Swift:      {seps: "_"},
	syntax.Elixir:     {seps: "_"},
}

// intValue reads an integer literal written in lang: 0x/0X hexadecimal,
// 0b/0B binary, 0o/0O octal, and a leading 0 as the language reads it. It
// reports false for what it cannot read: a name, a float, a negative or
// out-of-range number, a language it does not know, or a literal the
// language itself rejects (Python's 0755).
func intValue(lang syntax.Lang, text string) (uint64, bool) {
	s, ok := intSyntaxes[lang]
	if !ok {
		return 0, false
	}
	return s.read(text)
}

func (s intSyntax) read(text string) (uint64, bool) {
	t := strings.TrimSpace(text)
	if s.suffix != nil {
		t = s.suffix.ReplaceAllString(t, "")
	}
	base := 10
	if len(t) > 1 && t[0] == '0' {
		switch t[1] {
		case 'x', 'X':
			base, t = 16, t[2:]
		case 'b', 'B':
			base, t = 2, t[2:]
		case 'o', 'O':
			base, t = 8, t[2:]
		default:
			switch {
			case s.octal0:
				base, t = 8, t[1:]
			case s.py && strings.Trim(t, "0"+s.seps) != "":
				return 0, false
			}
		}
	}
	for _, r := range s.seps {
		t = strings.ReplaceAll(t, string(r), "")
	}
	if t == "" || t[0] == '+' || t[0] == '-' {
		return 0, false
	}
	v, err := strconv.ParseUint(t, base, 64)
	if err != nil {
		return 0, false
	}
	return v, true
}

// specInt is an integer in a rule file, written as Python writes it (0o002,
// 0x1ff, 511); a leading 0 without a letter is ambiguous there and
// rejected.
type specInt uint64

func (v *specInt) UnmarshalYAML(n *yaml.Node) error {
	x, ok := specValue(n.Value)
	if n.Kind != yaml.ScalarNode || !ok {
		return fmt.Errorf("line %d: %q is not an integer (write 0o002, 0x1ff or 511)", n.Line, n.Value)
	}
	*v = x
	return nil
}

// specValue reads a number written in a rule as Python writes it.
func specValue(s string) (specInt, bool) {
	v, ok := intSyntaxes[syntax.Python].read(s)
	return specInt(v), ok
}

// bitsPredicate is the test of #bits-any?, #bits-all? or #bits-none? with
// the mask v.
func bitsPredicate(name string, v specInt) *intTest {
	b := &bitsSpec{}
	switch name {
	case "bits-any?":
		b.Any = &v
	case "bits-all?":
		b.All = &v
	default:
		b.None = &v
	}
	return &intTest{bits: b}
}

// bitsSpec tests an integer literal's bits: any of `any` set, all of
// `all` set, none of `none` set.
type bitsSpec struct {
	Any  *specInt `yaml:"any"`
	All  *specInt `yaml:"all"`
	None *specInt `yaml:"none"`
}

// valueSpec bounds an integer literal's value, both ends included.
type valueSpec struct {
	Min *specInt `yaml:"min"`
	Max *specInt `yaml:"max"`
}

// intTest is a compiled bits:/value: condition.
type intTest struct {
	bits  *bitsSpec
	value *valueSpec
}

func (it *intTest) holds(v uint64) bool {
	if b := it.bits; b != nil {
		if b.Any != nil && v&uint64(*b.Any) == 0 || b.All != nil && v&uint64(*b.All) != uint64(*b.All) || b.None != nil && v&uint64(*b.None) != 0 {
			return false
		}
	}
	if r := it.value; r != nil {
		if r.Min != nil && v < uint64(*r.Min) || r.Max != nil && v > uint64(*r.Max) {
			return false
		}
	}
	return true
}

func compileIntTest(b *bitsSpec, v *valueSpec) (*intTest, error) {
	if b == nil && v == nil {
		return nil, nil
	}
	if b != nil && b.Any == nil && b.All == nil && b.None == nil {
		return nil, fmt.Errorf("bits: needs any, all or none")
	}
	if v != nil && v.Min == nil && v.Max == nil {
		return nil, fmt.Errorf("value: needs min or max")
	}
	return &intTest{bits: b, value: v}, nil
}

// octalText writes v in octal as lang does (0o755 or 0755).
func octalText(lang syntax.Lang, v uint64) string {
	switch lang {
	case syntax.C, syntax.CPP, syntax.Java, syntax.Groovy:
		// no 0o prefix in these languages
		return "0" + strconv.FormatUint(v, 8)
	}
	return "0o" + strconv.FormatUint(v, 8)
}

// rwxText writes a file mode's permission bits as ls -l does
// (rwxr-xr-x; s/S and t/T for the set-id and sticky bits).
func rwxText(v uint64) string {
	const letters = "rwxrwxrwx"
	b := []byte("---------")
	for i := 0; i < 9; i++ {
		if v&(1<<(8-i)) != 0 {
			b[i] = letters[i]
		}
	}
	special := func(bit uint64, at int, set byte) {
		if v&bit == 0 {
			return
		}
		if b[at] == 'x' {
			b[at] = set
		} else {
			b[at] = set - 'a' + 'A'
		}
	}
	special(0o4000, 2, 's')
	special(0o2000, 5, 's')
	special(0o1000, 8, 't')
	return string(b)
}

// filters are the template filters of a message ({{m:octal}}): they print
// a captured integer literal's value in another form, or its text when it
// is not one.
var filters = map[string]func(lang syntax.Lang, v uint64) string{
	"octal": octalText,
	"rwx":   func(_ syntax.Lang, v uint64) string { return rwxText(v) },
}
