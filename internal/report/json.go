package report

import (
	"encoding/json"
	"io"
)

// JSON writes the verdict document itself.
type JSON struct{}

var _ Writer = JSON{}

func (JSON) Write(w io.Writer, in *Input) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(in.Review)
}
