let is_empty l =
  match l with (* want "ocaml/match-list-empty-bool" *)
  | [] -> true
  | _ -> false
