let run file =
  Unix.create_process "cat" [| "cat"; file |] Unix.stdin Unix.stdout Unix.stderr
let run2 file =
  Unix.execvp "sh" [| "sh"; "-c"; "cat \"$1\""; "sh"; file |]
