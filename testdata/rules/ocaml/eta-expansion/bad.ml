let lengths l = List.map (fun s -> String.length s) l (* want "ocaml/eta-expansion" *)
