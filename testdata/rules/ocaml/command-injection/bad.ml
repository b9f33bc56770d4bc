let thumbnail path =
  Sys.command ("convert " ^ path ^ " -resize 64x64 out.png") (* want "ocaml/command-injection" *)

let list dir = Sys.command (Printf.sprintf "ls -la %s" dir) (* want "ocaml/command-injection" *)

let read_file name =
  let ic = Unix.open_process_in ("cat " ^ name) in (* want "ocaml/command-injection" *)
  let s = In_channel.input_all ic in
  ignore (Unix.close_process_in ic);
  s

let remove f = Sys.command @@ "rm -f " ^ f (* want "ocaml/command-injection" *)
