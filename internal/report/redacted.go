package report

import (
	"bytes"
	"io"

	"github.com/teamreview/teamreview/internal/redact"
)

// Redacted is a writer whose output passes through the redaction layer
// (see package redact) before it reaches w: findings arrive redacted, but
// a report also quotes notes, titles and a model's words, and no format
// may print a credential from any of them.
type Redacted struct{ W Writer }

var _ Writer = Redacted{}

func (r Redacted) Write(w io.Writer, in *Input) error {
	var b bytes.Buffer
	if err := r.W.Write(&b, in); err != nil {
		return err
	}
	_, err := w.Write(redact.Bytes("", b.Bytes()))
	return err
}
