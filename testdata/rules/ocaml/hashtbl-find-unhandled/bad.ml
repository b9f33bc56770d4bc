let price tbl item = Hashtbl.find tbl item (* want "ocaml/hashtbl-find-unhandled" *)
