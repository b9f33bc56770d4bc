let fetch () = Cohttp_lwt_unix.Client.get (Uri.of_string "https://api.example.org/v1/items")
let local () = Cohttp_lwt_unix.Client.get (Uri.of_string "http://localhost:8080/health")
let ns = "http://www.w3.org/2000/svg"
