let lookup t k =
  if Hashtbl.mem t k then Hashtbl.find t k (* want "ocaml/hashtbl-mem-then-find" *)
  else 0
