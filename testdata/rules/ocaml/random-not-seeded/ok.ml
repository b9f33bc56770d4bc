let () = Random.self_init ()
let roll () = 1 + Random.int 6
