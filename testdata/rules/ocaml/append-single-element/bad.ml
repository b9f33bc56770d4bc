let collect l = List.fold_left (fun acc x -> acc @ [x * 2]) [] l (* want "ocaml/append-single-element" *)
