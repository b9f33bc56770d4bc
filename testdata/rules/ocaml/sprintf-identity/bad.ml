let label name = Printf.sprintf "%s" name (* want "ocaml/sprintf-identity" *)
