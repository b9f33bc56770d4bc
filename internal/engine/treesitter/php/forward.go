package php

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// callableName is the function a constant callable names ('system',
// '\exec'), "" when the value is not a plain function name (a closure,
// 'Class::method', an array callable, or a value the analysis cannot
// read).
func callableName(v *val) string {
	if v == nil || !v.hasC || strings.Contains(v.c, "::") {
		return ""
	}
	name := bareName(v.c)
	if !funcNameRE.MatchString(name) {
		return ""
	}
	return name
}

var funcNameRE = regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)

// forwarded is the call that call_user_func('f', ...) and
// call_user_func_array('f', [...]) make (the manual: "Calls the callback
// given by the first parameter"): the named function with the arguments
// after it, or with the array's elements in order. ok is false when the
// callable or the arguments are not known.
func forwarded(name string, vs []*val, ns []*syntax.Node) (target string, fvs []*val, fns []*syntax.Node, ok bool) {
	if len(vs) == 0 {
		return "", nil, nil, false
	}
	target = callableName(vs[0])
	if target == "" {
		return "", nil, nil, false
	}
	switch name {
	case "call_user_func", "forward_static_call":
		return target, vs[1:], ns[1:], true
	case "call_user_func_array", "forward_static_call_array":
		if len(vs) < 2 || !vs[1].arr || vs[1].t != nil {
			return "", nil, nil, false
		}
		for i := 0; ; i++ {
			el, found := vs[1].keys[itoa(i)]
			if !found {
				break
			}
			fvs, fns = append(fvs, el), append(fns, ns[1])
		}
		return target, fvs, fns, len(fvs) == len(vs[1].keys)
	}
	return "", nil, nil, false
}

// callNamed applies what a call of the function name does: its model rows,
// or this program's function of that name.
func (fr *frame) callNamed(n *syntax.Node, name string, vs []*val, ns []*syntax.Node, st *state) *val {
	if v, ok := fr.modelCall(&call{n: n, name: name, vs: vs, ns: ns, what: name + "()", st: st}); ok {
		return v
	}
	if f := fr.c.lookupFunc(name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	return unionArgs(vs)
}

// shellRE is a POSIX shell's name, with or without its directory.
var shellRE = regexp.MustCompile(`^(ba|z|k|mk|da|a|c|tc|fi)?sh$`)

// shellArgv checks the argv forms that run no shell of their own,
// proc_open(["sh", "-c", $cmd]) and pcntl_exec("/bin/sh", ["-c", $cmd]):
// when the program is a shell, the argument after its -c option is a
// command line it parses.
func (fr *frame) shellArgv(n *syntax.Node, name string, vs []*val) {
	var prog *val
	var argv []*val
	switch {
	case name == "proc_open" && len(vs) > 0 && vs[0].arr:
		argv = elements(vs[0])
		if len(argv) > 0 {
			prog, argv = argv[0], argv[1:]
		}
	case name == "pcntl_exec" && len(vs) > 1 && vs[1].arr:
		prog, argv = vs[0], elements(vs[1])
	}
	if prog == nil || !prog.hasC || !shellRE.MatchString(path.Base(prog.c)) {
		return
	}
	for i := 0; i+1 < len(argv); i++ {
		if f := argv[i]; f.hasC && strings.HasPrefix(f.c, "-") && !strings.HasPrefix(f.c, "--") && strings.Contains(f.c, "c") {
			fr.sink(ruleCmd, cCmd, n, argv[i+1], name+"()")
			return
		}
	}
}

// elements are a list's values in order, up to the first index it lacks.
func elements(v *val) []*val {
	var out []*val
	for i := 0; ; i++ {
		el, ok := v.keys[itoa(i)]
		if !ok {
			return out
		}
		out = append(out, el)
	}
}
