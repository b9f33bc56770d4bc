let thumbnail path =
  let cmd = "convert " ^ path ^ " thumb.png" in
  Sys.command cmd (* want "ocaml/command-from-variable" *)

let list dir =
  let cmd = Printf.sprintf "ls -l %s" dir in
  Unix.open_process_in cmd (* want "ocaml/command-from-variable" *)

let run_arg () = Sys.command Sys.argv.(1) (* want "ocaml/command-from-variable" *)

let run_line () =
  let line = read_line () in
  Unix.system line (* want "ocaml/command-from-variable" *)
