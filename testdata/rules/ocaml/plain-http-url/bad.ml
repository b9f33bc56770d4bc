let fetch () = Cohttp_lwt_unix.Client.get (Uri.of_string "http://api.example.org/v1/items") (* want "ocaml/plain-http-url" *)
