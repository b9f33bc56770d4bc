let config () =
  match Ca_certs.authenticator () with
  | Ok authenticator -> Tls.Config.client ~authenticator ()
  | Error (`Msg m) -> failwith m
let lookup = fun _ -> Ok None
