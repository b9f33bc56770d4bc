// Package specialistscmd is `teamreview specialists`: what can run here —
// the specialists, the templates, the engines and their versions, the model
// provider, and the configuration files in effect.
package specialistscmd

import (
	"cmp"
	"context"
	"fmt"
	"os/exec"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/changes"
	"github.com/teamreview/teamreview/internal/engine/external"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/engine/rulepack"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/version"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	var configPath string
	cmd := &cobra.Command{
		Use:   "specialists",
		Short: "List the specialists, templates, engines and model provider available here",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return Run(cmd.Context(), f, configPath)
		},
	}
	cmd.Flags().StringVar(&configPath, "config", "", "configuration file (default: .teamreview.yaml at the review root)")
	return cmd
}

func Run(ctx context.Context, f *cmdutil.Factory, configPath string) error {
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	cfg, err := config.Load(root, configPath)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\nSpecialists:\n", version.String())
	for _, s := range team.Specialists {
		engines := strings.Join(s.Engines(), ", ")
		if engines == "" {
			engines = "its own checks"
		}
		fmt.Fprintf(&b, "  %-16s %s\n", s.Name(), engines)
	}
	b.WriteString("\nTemplates:\n")
	for _, name := range cfg.TemplateNames() {
		specs, _ := cfg.Template(name)
		extra := ""
		if name == "review" {
			extra = " (+ performance, its model persona only with review.include_performance; + design for frontend changes)"
		}
		if _, custom := cfg.Templates[name]; custom {
			extra += " (from configuration)"
		}
		def := ""
		if name == cfg.Teams.DefaultReviewTemplate {
			def = " [default]"
		}
		fmt.Fprintf(&b, "  %-10s %s%s%s\n", name, strings.Join(specs, ", "), extra, def)
	}
	b.WriteString("\nEngines:\n")
	goVersion := "not found on PATH: Go files get only the gofmt check"
	if out, err := exec.CommandContext(ctx, "go", "env", "GOVERSION").Output(); err == nil {
		goVersion = "go command " + strings.TrimSpace(string(out))
	}
	fmt.Fprintf(&b, "  %-10s %s; %s, %s, %s\n", "go", goVersion,
		dep("golang.org/x/tools", "x/tools"), dep("honnef.co/go/tools", "staticcheck"), dep("github.com/securego/gosec/v2", "gosec"))
	fmt.Fprintf(&b, "  %-10s %s, in process\n", "secrets", dep("github.com/zricethezav/gitleaks/v8", "gitleaks"))
	fmt.Fprintf(&b, "  %-10s %s\n", treesitter.Name, treesitterState())
	fmt.Fprintf(&b, "  %-10s %s\n", changes.Name, "the diff: destructive migrations and removed authorization checks (ABORT), migrations that break the running release, from its rules.yml")
	fmt.Fprintf(&b, "  %-10s %s\n", gosource.Name, "Go source without types: SQL and shell commands built from values, where the values come from, "+
		"dropped errors that lose data; from the Go model rows")
	if _, v, err := rulepack.Find(ctx); err == nil {
		fmt.Fprintf(&b, "  %-10s ast-grep %s: runs your ast-grep-format rules from rulepack.rule_dirs\n", "rulepack", v)
	} else {
		fmt.Fprintf(&b, "  %-10s ast-grep not found: needed only for your own ast-grep-format rules (`%s`)\n", "rulepack", rulepack.Install)
	}
	var ext []string
	for _, t := range external.Tools {
		state := "not on PATH"
		if _, err := exec.LookPath(t.Binary); err == nil {
			state = "on PATH"
		}
		if slices.Contains(cfg.External.Tools, t.Name) {
			state += ", enabled"
		}
		ext = append(ext, t.Name+" ("+state+")")
	}
	fmt.Fprintf(&b, "  %-10s %s; enable with external.tools\n", "external", strings.Join(ext, ", "))
	b.WriteString("\nModel reviewers: ")
	if cfg.LLM.Provider == "" {
		b.WriteString("none configured (llm.provider); the review is deterministic and offline\n")
	} else {
		fmt.Fprintf(&b, "%s, after the deterministic review of each specialist that has a model persona (--no-llm turns them off)\n", cfg.LLM.Provider)
		for _, role := range config.LLMRoleNames[1:] {
			name := role
			if role == "fixer" {
				name = "(fix) fixer" // not a reviewer: the role `teamreview fix` asks for edits
			}
			fmt.Fprintf(&b, "  %-16s %s\n", name, roleModel(cfg.Role(role)))
		}
	}
	b.WriteString("\nConfiguration: defaults")
	for _, file := range cfg.Files {
		b.WriteString(" + " + file)
	}
	b.WriteString("\n")
	_, err = fmt.Fprint(f.IO.Out, b.String())
	return err
}

// roleModel is the model a role runs on, as the specialists list says it.
func roleModel(rc config.LLMRole) string {
	model := cmp.Or(rc.Model, "the provider's default model")
	if rc.Effort != "" {
		model += ", effort " + rc.Effort
	}
	return model
}

// dep names a linked module and its version.
func dep(module, name string) string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == module {
				if d.Replace != nil {
					d = d.Replace
				}
				return name + " " + d.Version
			}
		}
	}
	return name + " (version unknown)"
}

// treesitterState says which languages the treesitter engine analyzes in
// this binary, with how many rules, or that it cannot.
func treesitterState() string {
	if !syntax.Available {
		return "built without cgo: " + syntax.ErrUnavailable.Error() + "; files in other languages than Go are not analyzed"
	}
	var langs []string
	for _, l := range syntax.Langs {
		for _, a := range treesitter.Analyzers() {
			if slices.Contains(a.Langs, l) && len(a.Rules) > 0 {
				langs = append(langs, l.Title())
				break
			}
		}
	}
	return fmt.Sprintf("%s, in process: %d rules for %s", dep("github.com/smacker/go-tree-sitter", "tree-sitter"), len(treesitter.Rules()), strings.Join(langs, ", "))
}
