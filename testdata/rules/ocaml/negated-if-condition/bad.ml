let describe ok = if not ok then "failed" else "passed" (* want "ocaml/negated-if-condition" *)
