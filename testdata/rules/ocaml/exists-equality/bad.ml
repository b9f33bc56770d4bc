let has x l = List.exists (fun y -> y = x) l (* want "ocaml/exists-equality" *)
