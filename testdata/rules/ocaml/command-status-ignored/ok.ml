let build () =
  match Sys.command "make all" with
  | 0 -> ()
  | n -> failwith (Printf.sprintf "make exited with %d" n)
let check () = if Sys.command "make test" <> 0 then exit 1
