package external

import (
	"encoding/json"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// Issue is one problem a tool reported, before routing.
type Issue struct {
	Tool    string
	Rule    string
	Level   string // error, warning, note (SARIF's), or the tool's own
	Message string
	File    string // as the tool wrote it: relative, absolute or a file: URI
	Start   int
	End     int
	Tags    []string
	// Fixes are the tool's own fixes, in its own coordinates.
	Fixes []ToolFix
	// Content is the file as the tool read it, when its output says
	// (eslint's "source"); nil otherwise.
	Content *string
}

// ParseSARIF reads a SARIF 2.1.0 log: every result of every run.
func ParseSARIF(data []byte) ([]Issue, error) {
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID         string `json:"id"`
						Properties struct {
							Tags []string `json:"tags"`
						} `json:"properties"`
						DefaultConfiguration struct {
							Level string `json:"level"`
						} `json:"defaultConfiguration"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex *int   `json:"ruleIndex"`
				Level     string `json:"level"`
				Message   struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
							EndLine   int `json:"endLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return nil, fmt.Errorf("not SARIF: %w", err)
	}
	var out []Issue
	for _, run := range log.Runs {
		rules := run.Tool.Driver.Rules
		for _, r := range run.Results {
			is := Issue{Tool: run.Tool.Driver.Name, Rule: r.RuleID, Level: r.Level, Message: r.Message.Text}
			idx := -1
			if r.RuleIndex != nil {
				idx = *r.RuleIndex
			} else {
				for i, rule := range rules {
					if rule.ID == r.RuleID {
						idx = i
					}
				}
			}
			if idx >= 0 && idx < len(rules) {
				if is.Rule == "" {
					is.Rule = rules[idx].ID
				}
				is.Tags = rules[idx].Properties.Tags
				if is.Level == "" {
					is.Level = rules[idx].DefaultConfiguration.Level
				}
			}
			if is.Level == "" {
				is.Level = "warning" // SARIF's default
			}
			if len(r.Locations) > 0 {
				loc := r.Locations[0].PhysicalLocation
				is.File = loc.ArtifactLocation.URI
				is.Start, is.End = loc.Region.StartLine, loc.Region.EndLine
			}
			out = append(out, is)
		}
	}
	return out, nil
}

// relPath turns what a tool wrote into a path relative to root, or "" when
// it is outside.
func relPath(root, p string) string {
	if strings.HasPrefix(p, "file:") {
		if u, err := url.Parse(p); err == nil {
			p = u.Path
		}
	}
	p = filepath.FromSlash(p)
	if !filepath.IsAbs(p) {
		return filepath.ToSlash(filepath.Clean(p))
	}
	rel, err := filepath.Rel(root, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	return filepath.ToSlash(rel)
}
