let double = fun x -> x * 2 (* want "ocaml/let-fun" *)
