let warn quiet msg = if quiet then () else prerr_endline msg (* want "ocaml/if-then-unit" *)
