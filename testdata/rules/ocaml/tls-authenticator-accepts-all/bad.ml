let config = Tls.Config.client ~authenticator:(fun ?ip:_ ~host:_ _ -> Ok None) () (* want "ocaml/tls-authenticator-accepts-all" *)
let null_authenticator = fun ?ip:_ ~host:_ _ -> Ok None (* want "ocaml/tls-authenticator-accepts-all" *)
let old = Tls.Config.client ~authenticator:(X509.Authenticator.null ()) () (* want "ocaml/tls-authenticator-accepts-all" *)
