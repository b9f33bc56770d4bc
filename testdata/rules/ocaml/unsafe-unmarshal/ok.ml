let load_cache path =
  let json = Yojson.Safe.from_file path in
  cache_of_yojson json

let save path v =
  let oc = open_out_bin path in
  Marshal.to_channel oc v [];
  close_out oc
