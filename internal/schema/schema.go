// Package schema embeds the verdict file's JSON Schema (the project's copy of
// ../shared/verdict.schema.json) and validates documents against it, so the
// contract is checked where it is written and where it is read.
package schema

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed verdict.schema.json
var Verdict []byte

var (
	once     sync.Once
	compiled *jsonschema.Schema
	compErr  error
)

func verdictSchema() (*jsonschema.Schema, error) {
	once.Do(func() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Verdict))
		if err != nil {
			compErr = err
			return
		}
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		if err := c.AddResource("verdict.schema.json", doc); err != nil {
			compErr = err
			return
		}
		compiled, compErr = c.Compile("verdict.schema.json")
	})
	return compiled, compErr
}

// ValidateVerdict checks a verdict document. The error is one line naming
// the first place that breaks the contract, e.g.
// "/findings/0/severity: value must be one of 'Blocker', …".
func ValidateVerdict(data []byte) error {
	s, err := verdictSchema()
	if err != nil {
		return fmt.Errorf("compiling the embedded verdict schema: %w", err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("not valid JSON: %w", err)
	}
	err = s.Validate(doc)
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	return errors.New(firstLeaf(ve.BasicOutput()))
}

func firstLeaf(u *jsonschema.OutputUnit) string {
	var msgs []string
	for _, e := range u.Errors {
		if e.Error != nil && len(e.Errors) == 0 {
			loc := e.InstanceLocation
			if loc == "" {
				loc = "/"
			}
			msgs = append(msgs, loc+": "+e.Error.String())
		}
	}
	if len(msgs) == 0 && u.Error != nil {
		return u.Error.String()
	}
	// Deepest, then alphabetical: the most specific complaint first.
	sort.SliceStable(msgs, func(i, j int) bool { return len(msgs[i]) > len(msgs[j]) })
	sort.SliceStable(msgs, func(i, j int) bool {
		return bytes.Count([]byte(msgs[i]), []byte("/")) > bytes.Count([]byte(msgs[j]), []byte("/"))
	})
	if len(msgs) == 0 {
		return "does not match the verdict schema"
	}
	return msgs[0]
}
