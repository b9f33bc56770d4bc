let share path = Unix.chmod path 0o777 (* want "ocaml/world-writable-permissions" *)
let open_all () = ignore (Unix.umask 0) (* want "ocaml/world-writable-permissions" *)
