let say s = print_string (s ^ "\n") (* want "ocaml/print-newline-concat" *)
