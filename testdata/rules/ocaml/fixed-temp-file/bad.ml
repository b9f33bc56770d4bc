let path = Filename.concat (Filename.get_temp_dir_name ()) "app.lock" (* want "ocaml/fixed-temp-file" *)
let oc = open_out "/tmp/report.txt" (* want "ocaml/fixed-temp-file" *)
