let load path =
  try read_config path with e -> close_all (); raise e
let load3 path =
  try read_config path with e -> raise (Config_error e)
let load4 path =
  try read_config path with Not_found as e -> raise e | _ -> default
