package mcpserver

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/schema"
)

// verdictSchema is the verdict file's contract, used as the output schema of
// the tools that return the verdict document: the structured content is
// checked against the very schema the file is.
func verdictSchema() *jsonschema.Schema {
	var s jsonschema.Schema
	if err := json.Unmarshal(schema.Verdict, &s); err != nil {
		panic(fmt.Sprintf("mcpserver: the embedded verdict schema does not decode: %v", err))
	}
	// A relative $id has no base to resolve against inside a tool definition;
	// the schema's own references are all local (#/$defs/…).
	s.ID = ""
	return &s
}

// findingListSchema is list_findings' output: {findings: [...]}, each
// finding as the contract defines it.
func findingListSchema() *jsonschema.Schema {
	v := verdictSchema()
	return &jsonschema.Schema{
		Schema:   v.Schema,
		Type:     "object",
		Required: []string{"findings"},
		Properties: map[string]*jsonschema.Schema{
			"findings": {
				Type:        "array",
				Description: "the findings of .code-review/review-latest.json that pass every filter, in the file's order",
				Items:       &jsonschema.Schema{Ref: "#/$defs/finding"},
			},
		},
		Defs: v.Defs,
	}
}

// inputSchema infers a tool's input schema from its Go type, then lets the
// caller add what struct tags cannot say (enums, defaults).
func inputSchema[T any](patch func(props map[string]*jsonschema.Schema)) *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(fmt.Sprintf("mcpserver: input schema: %v", err))
	}
	// A nil slice is inferred as ["null", "array"]; clients send an array or
	// leave the property out, and some reject type lists.
	for _, p := range s.Properties {
		if slices.Equal(p.Types, []string{"null", "array"}) {
			p.Type, p.Types = "array", nil
		}
	}
	if patch != nil {
		patch(s.Properties)
	}
	return s
}

func enum(values ...string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

func severityNames() []string {
	names := make([]string, len(finding.Severities))
	for i, s := range finding.Severities {
		names[i] = s.String()
	}
	return names
}

var statusNames = []string{
	string(finding.Open), string(finding.Fixed), string(finding.Verified), string(finding.Reopened), string(finding.WontFix),
}
