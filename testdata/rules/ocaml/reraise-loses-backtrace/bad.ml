let load path =
  try read_config path with e -> raise e (* want "ocaml/reraise-loses-backtrace" *)
let load2 path =
  try read_config path with
  | Not_found -> default
  | e -> raise e (* want "ocaml/reraise-loses-backtrace" *)
