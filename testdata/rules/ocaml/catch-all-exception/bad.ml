let load path = try Some (read_file path) with _ -> None (* want "ocaml/catch-all-exception" *)
