let show n = print_string (Printf.sprintf "n = %d\n" n) (* want "ocaml/print-string-sprintf" *)
