let names users = List.map String.uppercase_ascii (List.map (fun u -> u.name) users) (* want "ocaml/map-map" *)
