let has_user o =
  match o with (* want "ocaml/match-option-is-some" *)
  | Some _ -> true
  | None -> false
let missing o =
  match o with (* want "ocaml/match-option-is-some" *)
  | None -> true
  | Some _ -> false
