let share path = Unix.chmod path 0o644
let restrict () = ignore (Unix.umask 0o077)
