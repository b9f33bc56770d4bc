let lower s = String.lowercase_ascii s
let buf = Bytes.create 16
let tmp = Filename.get_temp_dir_name ()
let m = Stdlib.max 1 2
let fail fmt = Printf.ksprintf failwith fmt
let to_buf b x = Format.fprintf (Format.formatter_of_buffer b) "%d@?" x
