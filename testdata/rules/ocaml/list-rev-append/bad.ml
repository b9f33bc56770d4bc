let merge acc l = List.rev acc @ l (* want "ocaml/list-rev-append" *)
