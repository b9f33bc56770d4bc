package syntax

import (
	"bytes"
	"path"
	"strings"
)

// byInterpreter maps the program a script's #! line runs to the language
// of the script. A script named without an extension (bin/serve,
// cgi-bin/lookup) is as much code as app.py: its name alone would leave it
// to the secrets scan, so a change could ship a request handler past the
// analyzers by dropping the .py. Shell is left out: extensionless shell
// scripts are mostly tools copied in whole (gradlew, configure, a distro's
// helpers), whose evals of their own variables the shell rules would flag
// on every change that vendors one, and a shell script serves no request.
var byInterpreter = map[string]Lang{
	"python": Python, "pypy": Python,
	"node": JavaScript, "nodejs": JavaScript, "bun": JavaScript,
	"ruby": Ruby,
	"php":  PHP,
}

// DetectFile is Detect, falling back for a file whose name has no
// extension, or a CGI program's, to the interpreter its first line names
// (#!/usr/bin/env python3, #!/usr/bin/env -S node --no-warnings), and
// for a .inc file that opens with <?php to PHP.
func DetectFile(p string, src []byte) Lang {
	if l := Detect(p); l != "" {
		return l
	}
	switch ext := strings.ToLower(path.Ext(path.Base(p))); ext {
	case "", ".cgi", ".fcgi":
		// A CGI program runs by its #! line, whatever it is written in.
		return shebangLang(src)
	case ".inc":
		// PHP's include files (require 'db.inc'), which a server that
		// does not map .inc serves as text and one that does runs;
		// other languages' .inc files do not open with <?php.
		if bytes.HasPrefix(bytes.TrimPrefix(src, []byte("\ufeff")), []byte("<?php")) {
			return PHP
		}
	}
	return "" // named as something else (.txt, .cfg): not a script
}

// shebangLang is the language of the interpreter src's #! line runs, or "".
func shebangLang(src []byte) Lang {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if !bytes.HasPrefix(src, []byte("#!")) {
		return ""
	}
	line, _, _ := bytes.Cut(src[2:], []byte("\n"))
	fields := strings.Fields(string(line))
	if len(fields) == 0 {
		return ""
	}
	prog := path.Base(fields[0])
	if prog == "env" {
		// env's options (-S, -i, -u NAME) come before the program.
		prog = ""
		for i := 1; i < len(fields); i++ {
			f := fields[i]
			if f == "-u" || f == "--unset" {
				i++
				continue
			}
			if strings.HasPrefix(f, "-") || strings.Contains(f, "=") {
				continue
			}
			prog = path.Base(f)
			break
		}
	}
	if l, ok := byInterpreter[prog]; ok {
		return l
	}
	// A version in the name: python3.12, ruby3.3, php8.2.
	return byInterpreter[strings.TrimRight(prog, "0123456789.")]
}
