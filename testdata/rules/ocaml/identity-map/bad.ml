let copy l = List.map (fun x -> x) l (* want "ocaml/identity-map" *)
