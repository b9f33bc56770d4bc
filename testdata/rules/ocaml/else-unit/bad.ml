let log verbose msg = if verbose then print_endline msg else () (* want "ocaml/else-unit" *)
