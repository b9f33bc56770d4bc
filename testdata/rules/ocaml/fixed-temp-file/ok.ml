let path = Filename.temp_file "app" ".lock"
let oc = open_out (Filename.concat "/var/lib/app" "report.txt")
