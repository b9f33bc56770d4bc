package textfacts

// The entries of a YAML manifest around a line: see the package comment.

import "strings"

// Entry is one NAME=value or name: value entry of a manifest (a mapping's
// entry, or a list item of the NAME=value form, as a Compose file's
// environment has), with quotes and a trailing comment taken off.
type Entry struct{ Key, Value string }

// EntryAt reads the entry at line n (from 1) of the file at path.
func (f *Facts) EntryAt(path string, n int) (Entry, bool) {
	lines, ok := f.linesAt(path, n)
	if !ok {
		return Entry{}, false
	}
	return entryOf(lines[n-1])
}

// Siblings are the entries at line n's indentation in its block, those
// above it (nearest first), then those below; comments and blank lines are
// passed over.
func (f *Facts) Siblings(path string, n int) []Entry {
	lines, ok := f.linesAt(path, n)
	if !ok {
		return nil
	}
	at := n - 1
	in := indent(lines[at])
	var out []Entry
	for _, dir := range []int{-1, 1} {
		for i := at + dir; i >= 0 && i < len(lines); i += dir {
			if strings.TrimSpace(lines[i]) == "" || strings.HasPrefix(strings.TrimSpace(lines[i]), "#") {
				continue
			}
			if indent(lines[i]) != in {
				break
			}
			if e, ok := entryOf(lines[i]); ok {
				out = append(out, e)
			}
		}
	}
	return out
}

// Block returns the key line n opens (data:, stringData: of a Secret) and
// the entries indented below it.
func (f *Facts) Block(path string, n int) (key string, entries []Entry) {
	lines, ok := f.linesAt(path, n)
	if !ok {
		return "", nil
	}
	at := n - 1
	key, _, _ = strings.Cut(strings.TrimPrefix(strings.TrimSpace(lines[at]), "- "), ":")
	key = strings.Trim(strings.TrimSpace(key), `"'`)
	in := indent(lines[at])
	for i := at + 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == "" {
			continue
		}
		if indent(lines[i]) <= in {
			break
		}
		if e, ok := entryOf(lines[i]); ok {
			entries = append(entries, e)
		}
	}
	return key, entries
}

// linesAt returns the lines of the file at path when it has a line n.
func (f *Facts) linesAt(path string, n int) ([]string, bool) {
	ff := f.file(path)
	if ff == nil || n < 1 {
		return nil, false
	}
	lines := ff.textLines()
	return lines, n <= len(lines)
}

// entryOf reads a YAML mapping entry or a list item of the NAME=value form.
func entryOf(line string) (Entry, bool) {
	s := strings.TrimSpace(line)
	s = strings.TrimSpace(strings.TrimPrefix(s, "- "))
	if i := strings.Index(s, " #"); i >= 0 {
		s = strings.TrimSpace(s[:i])
	}
	s = strings.Trim(s, `"'`)
	k, v, ok := strings.Cut(s, ": ")
	if eq, ev, eok := strings.Cut(s, "="); eok && (!ok || len(eq) < len(k)) {
		k, v, ok = eq, ev, true
	}
	if !ok {
		return Entry{}, false
	}
	return Entry{strings.Trim(strings.TrimSpace(k), `"'`), strings.Trim(strings.TrimSpace(v), `"'`)}, true
}

func indent(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }
