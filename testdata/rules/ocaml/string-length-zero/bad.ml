let empty s = String.length s = 0 (* want "ocaml/string-length-zero" *)
