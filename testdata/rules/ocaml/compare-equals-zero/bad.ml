let same a b = compare a b = 0 (* want "ocaml/compare-equals-zero" *)
let differ a b = if compare a b <> 0 then 1 else 0 (* want "ocaml/compare-equals-zero" *)
let same_name a b = String.compare a.name b.name = 0 (* want "ocaml/compare-equals-zero" *)
