let share path = Unix.chmod path 0o644
let restrict () = ignore (Unix.umask 0o077)
let create path = Unix.openfile path [Unix.O_CREAT; Unix.O_WRONLY] 0o600
let spool dir = Unix.mkdir dir 0o755
let read path = Unix.openfile path [Unix.O_RDONLY] 0
let share_dec path = Unix.chmod path 420
let decimal path = Unix.chmod path 0777 (* OCaml reads 0777 as decimal 777, 0o1411 *)
let usual () = ignore (Unix.umask 0o022)
