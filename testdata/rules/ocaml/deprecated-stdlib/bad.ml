let lower s = String.lowercase s (* want "ocaml/deprecated-stdlib" *)
let buf = String.create 16 (* want "ocaml/deprecated-stdlib" *)
let tmp = Filename.temp_dir_name (* want "ocaml/deprecated-stdlib" *)
let m = Pervasives.max 1 2 (* want "ocaml/deprecated-stdlib" *)
