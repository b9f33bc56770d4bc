let run cmd =
  Unix.create_process "/bin/sh" [| "/bin/sh"; "-c"; cmd |] Unix.stdin Unix.stdout Unix.stderr (* want "ocaml/shell-array-command" *)
let run2 file =
  Unix.execvp "bash" [| "bash"; "-c"; "cat " ^ file |] (* want "ocaml/shell-array-command" *)
