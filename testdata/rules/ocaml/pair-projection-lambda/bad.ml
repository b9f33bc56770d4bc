let keys l = List.map (fun (k, _) -> k) l (* want "ocaml/pair-projection-lambda" *)
let values l = List.map (fun (_, v) -> v) l (* want "ocaml/pair-projection-lambda" *)
