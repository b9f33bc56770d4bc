let share path = Unix.chmod path 0o777 (* want "ocaml/world-writable-permissions" *)
let open_all () = ignore (Unix.umask 0) (* want "ocaml/world-writable-permissions" *)
let create path = Unix.openfile path [Unix.O_CREAT; Unix.O_WRONLY] 0o666 (* want "ocaml/world-writable-permissions" *)
let spool dir = Unix.mkdir dir 0o777 (* want "ocaml/world-writable-permissions" *)
