package config

import (
	"encoding"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"unicode/utf8"

	yaml "go.yaml.in/yaml/v4"
)

// Error is a configuration problem in a file.
type Error struct {
	File string
	Key  string
	Msg  string
}

func (e *Error) Error() string {
	if e.Key == "" {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s: %s: %s", e.File, e.Key, e.Msg)
}

// UserFile is the user's configuration file: $XDG_CONFIG_HOME/teamreview/
// config.yaml (or the platform's equivalent); "" when there is no such
// directory.
func UserFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "teamreview", "config.yaml")
}

// Load resolves the configuration of a review rooted at root: the built-in
// defaults, then the user's file, then the project's (root/.teamreview.yaml,
// or explicit, a file named with --config, which must exist). Each file
// overrides the keys it sets; command-line flags come last, applied by the
// caller. An error names the file and the key.
func Load(root, explicit string) (Config, error) {
	cfg := Default()
	layers := []struct {
		path     string
		required bool
	}{{UserFile(), false}}
	if explicit != "" {
		layers = append(layers, struct {
			path     string
			required bool
		}{explicit, true})
	} else {
		layers = append(layers, struct {
			path     string
			required bool
		}{filepath.Join(root, ProjectFile), false})
	}
	for _, l := range layers {
		if l.path == "" {
			continue
		}
		data, err := os.ReadFile(l.path)
		if err != nil {
			if !l.required && errors.Is(err, fs.ErrNotExist) {
				continue
			}
			msg := err.Error()
			if u := errors.Unwrap(err); u != nil {
				msg = u.Error()
			}
			return Default(), &Error{File: l.path, Msg: "cannot read: " + msg}
		}
		name := l.path
		if rel, err := filepath.Rel(root, l.path); err == nil && !strings.HasPrefix(rel, "..") {
			name = rel
		}
		if err := Parse(data, name, &cfg); err != nil {
			return Default(), err
		}
		cfg.Files = append(cfg.Files, name)
	}
	return cfg, nil
}

// Parse decodes YAML onto cfg strictly — keys it sets override, others stay
// — and validates the result. name is used in errors.
func Parse(data []byte, name string, cfg *Config) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return &Error{File: name, Msg: "invalid YAML: " + strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(doc.Content) == 0 {
		return nil // an empty file changes nothing
	}
	root := doc.Content[0]
	if err := checkKeys(root, reflect.TypeFor[Config](), ""); err != nil {
		err.File = name
		return err
	}
	if err := root.Decode(cfg); err != nil {
		return &Error{File: name, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if err := cfg.validate(); err != nil {
		err.File = name
		return err
	}
	return nil
}

// checkKeys walks a mapping node against the struct's yaml tags so that an
// unknown key is reported with its full dotted path.
func checkKeys(n *yaml.Node, t reflect.Type, prefix string) *Error {
	if t.Kind() == reflect.Map && n.Kind == yaml.MappingNode {
		// Free-form keys (rule ids, template names) with values of a known shape.
		for i := 0; i+1 < len(n.Content); i += 2 {
			if err := checkKeys(n.Content[i+1], t.Elem(), prefix+n.Content[i].Value+"."); err != nil {
				return err
			}
		}
		return nil
	}
	if t.Kind() != reflect.Struct {
		return checkScalar(n, t, strings.TrimSuffix(prefix, "."))
	}
	if n.Kind != yaml.MappingNode {
		if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
			return nil
		}
		key := strings.TrimSuffix(prefix, ".")
		if key == "" {
			return &Error{Msg: "the configuration must be a mapping of keys to values"}
		}
		return &Error{Key: key, Msg: fmt.Sprintf("line %d: expected a mapping of keys", n.Line)}
	}
	fields := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		tag, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if tag != "" && tag != "-" {
			fields[tag] = t.Field(i).Type
		}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		ft, ok := fields[k.Value]
		if !ok {
			return &Error{Key: prefix + k.Value, Msg: fmt.Sprintf("line %d: unknown key", k.Line)}
		}
		if err := checkKeys(n.Content[i+1], ft, prefix+k.Value+"."); err != nil {
			return err
		}
	}
	return nil
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// checkScalar rejects a value of the wrong type for its key, naming the key
// and the type expected, before the YAML decoder's error (which names
// neither) can.
func checkScalar(n *yaml.Node, t reflect.Type, key string) *Error {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		return nil // the type reads its own text and says what is wrong
	}
	want := ""
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if n.Kind == yaml.ScalarNode && (n.ShortTag() == "!!int" || n.ShortTag() == "!!null") {
			return nil
		}
		want = "a whole number"
	case reflect.Float32, reflect.Float64:
		if n.Kind == yaml.ScalarNode && (n.ShortTag() == "!!int" || n.ShortTag() == "!!float" || n.ShortTag() == "!!null") {
			return nil
		}
		want = "a number"
	case reflect.Bool:
		if n.Kind == yaml.ScalarNode && (n.ShortTag() == "!!bool" || n.ShortTag() == "!!null") {
			return nil
		}
		want = "true or false"
	case reflect.String:
		if n.Kind == yaml.ScalarNode {
			return nil
		}
		want = "a string"
	case reflect.Slice:
		if n.Kind == yaml.SequenceNode {
			for _, item := range n.Content {
				if err := checkScalar(item, t.Elem(), key); err != nil {
					return err
				}
			}
			return nil
		}
		if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" {
			return nil
		}
		want = "a list"
	default:
		return nil
	}
	return &Error{Key: key, Msg: fmt.Sprintf("line %d: expected %s, got %s", n.Line, want, describe(n))}
}

// describe names a YAML value for an error: the scalar itself, quoted, or
// its shape. A long scalar is named by its length, not quoted in part:
// the error is redacted where it is printed, and the first part of a
// token cut in two is no token the redaction recognizes.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	if r := utf8.RuneCountInString(n.Value); r > 40 {
		return fmt.Sprintf("a string of %d characters", r)
	}
	return fmt.Sprintf("%q", n.Value)
}
