let port () =
  match Sys.getenv_opt "PORT" with
  | Some p -> (match int_of_string_opt p with Some n -> n | None -> 8080)
  | None -> 8080
let lookup k env = try List.assoc k env with Not_found -> ""
let find_opt k env = List.assoc_opt k env
