let show n = Printf.sprintf "%d" n (* want "ocaml/sprintf-int" *)
