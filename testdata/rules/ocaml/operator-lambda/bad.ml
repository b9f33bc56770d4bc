let sum l = List.fold_left (fun acc x -> acc + x) 0 l (* want "ocaml/operator-lambda" *)
let all l = List.fold_left (fun a b -> a && b) true l (* want "ocaml/operator-lambda" *)
