let words lines = List.flatten (List.map (String.split_on_char ' ') lines) (* want "ocaml/flatten-map" *)
