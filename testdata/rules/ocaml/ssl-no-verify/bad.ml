let ctx () =
  let ctx = Ssl.create_context Ssl.TLSv1_2 Ssl.Client_context in
  Ssl.set_verify ctx [] None; (* want "ocaml/ssl-no-verify" *)
  ctx
