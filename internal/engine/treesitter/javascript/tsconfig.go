package javascript

import (
	"encoding/json"
	"path"
	"strings"
)

// tsPaths is what a tsconfig.json (or jsconfig.json) says about module
// specifiers that are not relative: baseUrl, the directory they are
// looked up under, and paths, the aliases ("@/*": ["./src/*"]), both
// relative to the project root.
type tsPaths struct {
	baseURL string // "" when the file sets none
	hasBase bool
	paths   map[string][]string // targets already joined to their base
}

// tsconfig reads the nearest tsconfig.json or jsconfig.json above dir
// (within the root), following a relative extends; nil for none. Each
// directory's answer is kept.
func (pr *project) tsconfig(dir string) *tsPaths {
	if pr.tsconfigs == nil {
		pr.tsconfigs = map[string]*tsPaths{}
	}
	if c, ok := pr.tsconfigs[dir]; ok {
		return c
	}
	var c *tsPaths
	for _, name := range []string{"tsconfig.json", "jsconfig.json"} {
		if c = pr.readTSConfig(path.Join(dir, name), 0); c != nil {
			break
		}
	}
	if c == nil && dir != "." && dir != "/" && dir != "" {
		c = pr.tsconfig(path.Dir(dir))
	}
	pr.tsconfigs[dir] = c
	return c
}

func (pr *project) readTSConfig(file string, depth int) *tsPaths {
	data, ok := pr.p.ReadFile(file)
	if !ok || depth > 3 {
		return nil
	}
	var raw struct {
		References []struct {
			Path string `json:"path"`
		} `json:"references"`
		Extends         any `json:"extends"`
		CompilerOptions struct {
			BaseURL *string             `json:"baseUrl"`
			Paths   map[string][]string `json:"paths"`
		} `json:"compilerOptions"`
	}
	if json.Unmarshal(jsonc(data), &raw) != nil {
		return nil
	}
	dir := path.Dir(file)
	out := &tsPaths{paths: map[string][]string{}}
	if ext, ok := raw.Extends.(string); ok && (strings.HasPrefix(ext, "./") || strings.HasPrefix(ext, "../")) {
		if !strings.HasSuffix(ext, ".json") {
			ext += ".json"
		}
		if base := pr.readTSConfig(path.Join(dir, ext), depth+1); base != nil {
			*out = *base
		}
	}
	base := dir
	if o := raw.CompilerOptions.BaseURL; o != nil {
		out.baseURL, out.hasBase = path.Join(dir, *o), true
		base = out.baseURL
	} else if out.hasBase {
		base = out.baseURL
	}
	if raw.CompilerOptions.BaseURL == nil && raw.CompilerOptions.Paths == nil && !out.hasBase && len(out.paths) == 0 {
		// A solution-style config (Vite's template: files: [], references):
		// the aliases are in the configs it references.
		for _, r := range raw.References {
			ref := path.Join(dir, r.Path)
			if !strings.HasSuffix(ref, ".json") {
				ref = path.Join(ref, "tsconfig.json")
			}
			if c := pr.readTSConfig(ref, depth+1); c != nil && (c.hasBase || len(c.paths) > 0) {
				return c
			}
		}
	}
	if raw.CompilerOptions.Paths != nil {
		out.paths = map[string][]string{}
		for k, targets := range raw.CompilerOptions.Paths {
			for _, t := range targets {
				out.paths[k] = append(out.paths[k], path.Join(base, t))
			}
		}
	}
	return out
}

// aliased lists the root-relative paths a bare specifier may name under
// the config, as TypeScript picks them: the paths pattern that matches it
// exactly, else the one with the longest prefix before its *, then the
// baseUrl lookup.
func (c *tsPaths) aliased(spec string) []string {
	var out []string
	best, bestLen := "", -1
	for pattern := range c.paths {
		prefix, star := strings.CutSuffix(pattern, "*")
		switch {
		case !star && spec == pattern:
			best, bestLen = pattern, len(spec)+1
		case star && strings.HasPrefix(spec, prefix) && len(prefix) > bestLen:
			best, bestLen = pattern, len(prefix)
		}
	}
	if bestLen >= 0 {
		prefix, star := strings.CutSuffix(best, "*")
		for _, t := range c.paths[best] {
			if star {
				t = strings.Replace(t, "*", spec[len(prefix):], 1)
			}
			out = append(out, t)
		}
	}
	if c.hasBase {
		out = append(out, path.Join(c.baseURL, spec))
	}
	return out
}

// jsonc turns JSON with comments and trailing commas (tsconfig's format)
// into JSON.
func jsonc(data []byte) []byte {
	out := make([]byte, 0, len(data))
	inStr := false
	for i := 0; i < len(data); i++ {
		ch := data[i]
		switch {
		case inStr:
			out = append(out, ch)
			if ch == '\\' && i+1 < len(data) {
				i++
				out = append(out, data[i])
			} else if ch == '"' {
				inStr = false
			}
		case ch == '"':
			inStr = true
			out = append(out, ch)
		case ch == '/' && i+1 < len(data) && data[i+1] == '/':
			for i < len(data) && data[i] != '\n' {
				i++
			}
			out = append(out, '\n')
		case ch == '/' && i+1 < len(data) && data[i+1] == '*':
			i += 2
			for i+1 < len(data) && !(data[i] == '*' && data[i+1] == '/') {
				i++
			}
			i++
		case ch == ']' || ch == '}':
			// drop a trailing comma before the closing bracket
			j := len(out) - 1
			for j >= 0 && (out[j] == ' ' || out[j] == '\n' || out[j] == '\t' || out[j] == '\r') {
				j--
			}
			if j >= 0 && out[j] == ',' {
				out = append(out[:j], out[j+1:]...)
			}
			out = append(out, ch)
		default:
			out = append(out, ch)
		}
	}
	return out
}
