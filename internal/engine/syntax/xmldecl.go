package syntax

import "bytes"

// MaskXMLDeclaration blanks a file's XML declaration (<?xml version="1.0"?>,
// which SVG and XHTML files open with) for the HTML grammar, which knows no
// processing instructions: the HTML parser reads <? as a bogus comment
// (WHATWG HTML 13.2.5.1), so the markup after it is what the page is.
// Offsets, lines and columns stay the file's own; src is not changed.
func MaskXMLDeclaration(src []byte) []byte {
	start := 0
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		start = 3
	}
	for start < len(src) && (src[start] == ' ' || src[start] == '\t' || src[start] == '\r' || src[start] == '\n') {
		start++
	}
	if !bytes.HasPrefix(src[start:], []byte("<?xml")) {
		return src
	}
	end := bytes.Index(src[start:], []byte("?>"))
	if end < 0 {
		return src
	}
	end += start + 2
	out := bytes.Clone(src)
	for i := start; i < end; i++ {
		if out[i] != '\n' && out[i] != '\r' {
			out[i] = ' '
		}
	}
	return out
}
