let log_error verbose msg =
  if verbose then prerr_string "error: "; prerr_endline msg (* want "ocaml/if-then-sequence" *)
