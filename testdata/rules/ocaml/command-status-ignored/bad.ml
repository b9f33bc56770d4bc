let build () =
  ignore (Sys.command "make all"); (* want "ocaml/command-status-ignored" *)
  Sys.command "make install" |> ignore; (* want "ocaml/command-status-ignored" *)
  let _ = Unix.system "make clean" in (* want "ocaml/command-status-ignored" *)
  ()
