let make_token () = String.init 32 (fun _ -> Char.chr (97 + Random.int 26)) (* want "ocaml/insecure-random" *)

let session_id = Random.bits () (* want "ocaml/insecure-random" *)
