let f x = not (not x) (* want "ocaml/double-negation" *)
