let thumbnail path =
  Sys.command (Filename.quote_command "convert" [ path; "-resize"; "64x64"; "out.png" ])

let list dir = Sys.command ("ls -la " ^ Filename.quote dir)

let uptime () = Sys.command "uptime"

let greeting name = print_endline ("hello " ^ name)
