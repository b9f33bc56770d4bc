let thumbnail path =
  let cmd = Filename.quote_command "convert" [ path; "thumb.png" ] in
  Sys.command cmd

let uptime () =
  let cmd = "uptime" in
  Sys.command cmd
