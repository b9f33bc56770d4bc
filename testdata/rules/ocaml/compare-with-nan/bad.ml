let missing x = x = nan (* want "ocaml/compare-with-nan" *)
let present x = Float.nan <> x (* want "ocaml/compare-with-nan" *)
