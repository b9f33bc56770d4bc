let same_user a b = a.id = a.id (* want "ocaml/self-comparison" *)
let changed x = x <> x (* want "ocaml/self-comparison" *)
let by_total a b = compare (a.net + a.tax) (a.net + a.tax) (* want "ocaml/self-comparison" *)
let by_id a b = Int.compare a.id a.id (* want "ocaml/self-comparison" *)
