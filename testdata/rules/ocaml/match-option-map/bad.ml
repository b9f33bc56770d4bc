let incr_opt o =
  match o with (* want "ocaml/match-option-map" *)
  | None -> None
  | Some x -> Some (x + 1)
let name_of = function (* want "ocaml/match-option-map" *)
  | Some u -> Some u.name
  | None -> None
