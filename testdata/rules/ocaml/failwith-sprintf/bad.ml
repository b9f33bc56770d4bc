let check n = if n < 0 then failwith (Printf.sprintf "negative: %d" n) else n (* want "ocaml/failwith-sprintf" *)
