package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/finding"
)

// ProjectFile is the project's configuration file, at the review root.
const ProjectFile = ".teamreview.yaml"

// Config is the validated configuration of one review.
type Config struct {
	Teams      Teams      `yaml:"teams"`
	CodeReview CodeReview `yaml:"code_review"`
	Review     Review     `yaml:"review"`
	// Ignore lists path globs (with ** for any depth) that are never reviewed.
	Ignore []string `yaml:"ignore"`
	// Rules overrides rules by id: the full id ("staticcheck/SA6005",
	// "gosec/G104") or the bare one ("SA6005").
	Rules map[string]Rule `yaml:"rules"`
}

// Review holds the review template's options.
type Review struct {
	// IncludePerformance adds the performance specialist to the review
	// template (seed 004: performance joins when configured or asked for).
	IncludePerformance bool `yaml:"include_performance"`
}

// Rule is the configuration of one rule.
type Rule struct {
	// Severity replaces the rule's default: Blocker, High, Medium, Low or Info.
	Severity string `yaml:"severity"`
	// Disabled turns the rule off.
	Disabled bool `yaml:"disabled"`
}

// RuleFor returns the configuration of a rule, looked up by its full id,
// then by its bare id (what follows the last "/").
func (c *Config) RuleFor(id string) (Rule, bool) {
	if r, ok := c.Rules[id]; ok {
		return r, true
	}
	if i := strings.LastIndex(id, "/"); i >= 0 {
		r, ok := c.Rules[id[i+1:]]
		return r, ok
	}
	return Rule{}, false
}

// Severity applies a configured override to a rule's default severity.
func (c *Config) Severity(id string, def finding.Severity) finding.Severity {
	if c == nil {
		return def
	}
	if r, ok := c.RuleFor(id); ok && r.Severity != "" {
		if s, err := finding.ParseSeverity(r.Severity); err == nil {
			return s
		}
	}
	return def
}

// Disabled reports whether a rule is turned off.
func (c *Config) Disabled(id string) bool {
	if c == nil {
		return false
	}
	r, ok := c.RuleFor(id)
	return ok && r.Disabled
}

type Teams struct {
	DefaultReviewTemplate string `yaml:"default_review_template"`
}

type CodeReview struct {
	// MaxDiffLines is the diff size above which the review warns.
	MaxDiffLines int `yaml:"max_diff_lines"`
	// DiffContext is how many lines around a change still count as the change.
	DiffContext int `yaml:"diff_context"`
	// Filter says which findings in changed files are reported: added,
	// diff_context, file or nofilter.
	Filter string `yaml:"filter"`
}

// FilterModes are the values of code_review.filter and --filter.
var FilterModes = []string{"added", "diff_context", "file", "nofilter"}

// Default returns the built-in defaults.
func Default() Config {
	return Config{
		Teams:      Teams{DefaultReviewTemplate: "review"},
		CodeReview: CodeReview{MaxDiffLines: 300, DiffContext: 3, Filter: "diff_context"},
	}
}

// Templates name the specialists of each team template (seed 004). Names
// without a specialist in this version are skipped when a team is formed.
var Templates = map[string][]string{
	"review": {"correctness", "security", "secrets", "maintainability"},
	"quick":  {"correctness", "security", "secrets"},
}

// TemplateNames lists the templates, sorted.
func TemplateNames() []string {
	names := make([]string, 0, len(Templates))
	for n := range Templates {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

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

// Load reads the configuration for a review rooted at root. explicit, when
// not empty, is a file the user named with --config and must exist;
// otherwise root/.teamreview.yaml is read if present.
func Load(root, explicit string) (Config, error) {
	cfg := Default()
	file := explicit
	if file == "" {
		file = filepath.Join(root, ProjectFile)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		if explicit == "" && errors.Is(err, fs.ErrNotExist) {
			return cfg, nil
		}
		return cfg, &Error{File: file, Msg: "cannot read: " + errors.Unwrap(err).Error()}
	}
	name := file
	if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
		name = rel
	}
	if err := Parse(data, name, &cfg); err != nil {
		return Default(), err
	}
	return cfg, nil
}

// Parse decodes YAML onto cfg strictly and validates the result. name is
// used in errors.
func Parse(data []byte, name string, cfg *Config) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return &Error{File: name, Msg: "invalid YAML: " + strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(doc.Content) == 0 {
		return nil // an empty file means defaults
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
		// Free-form keys (rule ids) whose values have a known shape.
		for i := 0; i+1 < len(n.Content); i += 2 {
			if err := checkKeys(n.Content[i+1], t.Elem(), prefix+n.Content[i].Value+"."); err != nil {
				return err
			}
		}
		return nil
	}
	if t.Kind() != reflect.Struct {
		return nil
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

func (c *Config) validate() *Error {
	if c.CodeReview.MaxDiffLines <= 0 {
		return &Error{Key: "code_review.max_diff_lines", Msg: fmt.Sprintf("must be a positive number of lines, not %d", c.CodeReview.MaxDiffLines)}
	}
	if c.CodeReview.DiffContext < 0 {
		return &Error{Key: "code_review.diff_context", Msg: fmt.Sprintf("must be zero or more lines, not %d", c.CodeReview.DiffContext)}
	}
	if !slices.Contains(FilterModes, c.CodeReview.Filter) {
		return &Error{Key: "code_review.filter", Msg: fmt.Sprintf("unknown filter %q (want %s)", c.CodeReview.Filter, strings.Join(FilterModes, ", "))}
	}
	if _, ok := Templates[c.Teams.DefaultReviewTemplate]; !ok {
		return &Error{Key: "teams.default_review_template", Msg: fmt.Sprintf("unknown template %q (known: %s)", c.Teams.DefaultReviewTemplate, strings.Join(TemplateNames(), ", "))}
	}
	for id, r := range c.Rules {
		if r.Severity != "" {
			if _, err := finding.ParseSeverity(r.Severity); err != nil {
				return &Error{Key: "rules." + id + ".severity", Msg: err.Error()}
			}
		}
	}
	for _, p := range c.Ignore {
		if _, err := path.Match(strings.ReplaceAll(p, "**", "*"), ""); err != nil || p == "" {
			return &Error{Key: "ignore", Msg: fmt.Sprintf("bad pattern %q", p)}
		}
	}
	return nil
}

// Ignored reports whether a root-relative slash path matches an ignore glob.
func (c *Config) Ignored(p string) bool {
	for _, pat := range c.Ignore {
		if MatchGlob(pat, p) {
			return true
		}
	}
	return false
}

// MatchGlob matches a slash path against a glob in which "**" stands for any
// number of directories. A pattern without a slash matches the base name at
// any depth, and a pattern that names a directory matches everything in it,
// as in .gitignore.
func MatchGlob(pattern, p string) bool {
	anchored := strings.HasPrefix(pattern, "/")
	pattern = strings.Trim(pattern, "/")
	if !anchored && !strings.Contains(pattern, "/") {
		pattern = "**/" + pattern
	}
	return matchSegs(strings.Split(pattern, "/"), strings.Split(p, "/"))
}

func matchSegs(pat, segs []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(segs); i++ {
				if matchSegs(pat[1:], segs[i:]) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], segs[0]); !ok {
			return false
		}
		pat, segs = pat[1:], segs[1:]
	}
	// A pattern that matched a directory covers what is inside it.
	return true
}
