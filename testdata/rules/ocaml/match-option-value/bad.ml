let port cfg =
  match cfg.port with (* want "ocaml/match-option-value" *)
  | Some p -> p
  | None -> 8080
let name o =
  match o with (* want "ocaml/match-option-value" *)
  | None -> default_name
  | Some n -> n
