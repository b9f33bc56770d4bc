package secrets

import (
	"bytes"
	"encoding/json"
	"strings"
)

// A Jupyter notebook is JSON: a cell's code is a list of JSON strings, with
// its quotes escaped, which is not how a credential looks to gitleaks'
// rules. Each cell's source and text outputs are scanned as the text they
// are, besides the raw file, and a credential found there is placed on the
// first line of the file that holds it.

type notebook struct {
	Cells []struct {
		Source  jsonText `json:"source"`
		Outputs []struct {
			Text jsonText            `json:"text"`
			Data map[string]jsonText `json:"data"`
		} `json:"outputs"`
	} `json:"cells"`
}

// jsonText is a notebook string: one string, or a list of lines.
type jsonText string

func (t *jsonText) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*t = jsonText(s)
		return nil
	}
	var lines []string
	if json.Unmarshal(b, &lines) == nil {
		*t = jsonText(strings.Join(lines, ""))
	}
	// Anything else (an image's data is a string too; a widget's is an
	// object) holds no text to scan.
	return nil
}

func isNotebook(path string) bool { return strings.HasSuffix(strings.ToLower(path), ".ipynb") }

// scanNotebook scans the raw notebook and each cell's text. ok is false
// when the content is not a notebook the decoder understands.
func scanNotebook(sc Scanner, path string, content []byte) (leaks []Leak, ok bool) {
	var nb notebook
	if json.Unmarshal(content, &nb) != nil {
		return nil, false
	}
	leaks = scanRaw(sc, path, content)
	seen := map[[2]string]bool{}
	for _, l := range leaks {
		seen[[2]string{l.Rule, l.Secret}] = true
	}
	add := func(text jsonText) {
		if text == "" {
			return
		}
		for _, l := range sc.Scan(path, []byte(text)) {
			k := [2]string{l.Rule, l.Secret}
			if seen[k] || l.Secret == "" {
				continue
			}
			seen[k] = true
			l.StartLine = lineOf(content, l.Secret)
			l.EndLine = l.StartLine
			leaks = append(leaks, l)
		}
	}
	for _, c := range nb.Cells {
		add(c.Source)
		for _, o := range c.Outputs {
			add(o.Text)
			add(o.Data["text/plain"])
		}
	}
	return leaks, true
}

// scanRaw scans the notebook's JSON for what the cells do not hold
// (metadata, widget state), without the base64 of images and other binary
// outputs: one long line of it takes gitleaks' rules seconds per megabyte,
// and holds no credential.
func scanRaw(sc Scanner, path string, content []byte) []Leak {
	var doc map[string]any
	if json.Unmarshal(content, &doc) != nil || !stripBinary(doc) {
		return sc.Scan(path, content)
	}
	stripped, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		return sc.Scan(path, content)
	}
	leaks := sc.Scan(path, stripped)
	for i := range leaks {
		l := &leaks[i]
		span := l.EndLine - l.StartLine
		l.StartLine = lineOf(content, l.Secret)
		l.EndLine = l.StartLine + span
	}
	return leaks
}

// stripBinary drops the outputs' data that is not text, and reports
// whether there was any.
func stripBinary(doc map[string]any) bool {
	cells, _ := doc["cells"].([]any)
	stripped := false
	for _, c := range cells {
		cell, _ := c.(map[string]any)
		outputs, _ := cell["outputs"].([]any)
		for _, o := range outputs {
			out, _ := o.(map[string]any)
			data, _ := out["data"].(map[string]any)
			for mime := range data {
				if !strings.HasPrefix(mime, "text/") && !strings.HasSuffix(mime, "json") {
					delete(data, mime)
					stripped = true
				}
			}
		}
	}
	return stripped
}

// lineOf is the 1-based line of content that first holds secret, as it is
// or JSON-escaped; 1 when neither is found.
func lineOf(content []byte, secret string) int {
	i := bytes.Index(content, []byte(secret))
	if i < 0 {
		if enc, err := json.Marshal(secret); err == nil {
			i = bytes.Index(content, enc[1:len(enc)-1])
		}
	}
	if i < 0 {
		return 1
	}
	return bytes.Count(content[:i], []byte{'\n'}) + 1
}
