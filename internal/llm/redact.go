package llm

import (
	"context"

	"github.com/teamreview/teamreview/internal/redact"
)

// Withheld replaces text that cannot be checked for credentials because the
// secrets scanner failed to start: redaction fails closed.
const Withheld = redact.Withheld

// Redact masks every credential in text (see package redact) before the
// text is sent to a model.
func Redact(text string) string { return redact.Text(text) }

// RedactFile is Redact for the content of a file: some scanner rules look
// at the file's name.
func RedactFile(path, text string) string { return redact.File(path, text) }

// redacting is the last step before any provider: whatever a caller put in
// a request, the system prompt and the prompt are redacted whole, so no
// request body carries a credential, and neither does the response cache
// (which sits inside it).
type redacting struct{ inner Provider }

var _ Provider = redacting{}

func (r redacting) Complete(ctx context.Context, req Request) (Response, error) {
	req.System = redact.Text(req.System)
	req.Prompt = redact.Text(req.Prompt)
	return r.inner.Complete(ctx, req)
}
