let count = ref 0
let tick () = incr count
let add n = count := !count + n
